import Foundation
import LayoutCore
import LayoutJSON
import LayoutRender

/// The inspector page (`layoutviz render -o figure.html`, docs/inspector.md): one self-contained HTML file, no
/// network. It holds the figure as two SVG images (light and dark, fonts embedded, as `data:` URIs so their ids
/// cannot collide), the page's CSS and script (`InspectorAssets`), and one JSON object the script reads:
///
///     {"file": "card.json", "scale": 2, "margin": 0, "size": {"width": w, "height": h},
///      "safeArea": {"top": t, "leading": l, "bottom": b, "trailing": r}, "theme": "light", "debug": "off",
///      "frames": <the frame dump of `layoutviz layout`>,
///      "explain": <the JSON of `layoutviz explain --format json`, or null past the step limit>,
///      "origins": [[line, column, "path"] or [line, column, "path", "file"] or null, ...]}
///
/// `origins` is per node in pre-order, the order of `frames` and of `explain`'s nodes. The same inspection gives
/// the same bytes.
public enum InspectorPage {
    public static func html(_ inspection: Inspection, options: RenderOptions) throws(PipelineError) -> Data {
        let parts = try parts(inspection, options: options)
        return Data(page(file: inspection.file, data: parts.data, figures: parts.figures).utf8)
    }

    /// The page for `parts`' JSON, with `extraScript` run after the inspector's (`layoutviz preview`'s live
    /// updates).
    public static func page(file: String, data: String, figures: String, extraScript: String? = nil) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<title>" + XMLText.escape(file) + " — layoutviz inspector</title>\n"
        page += "<style>\n" + InspectorAssets.css + "</style>\n</head>\n<body>\n"
        page += InspectorAssets.body
        page += "<script type=\"application/json\" id=\"lv-data\">" + scriptSafe(data) + "</script>\n"
        page += "<script type=\"application/json\" id=\"lv-figures\">" + figures + "</script>\n"
        page += "<script>\n" + InspectorAssets.script + "</script>\n"
        if let extraScript { page += "<script>\n" + extraScript + "</script>\n" }
        return page + "</body>\n</html>\n"
    }

    /// The page's two JSON objects: the data (above) and the figures (`{"light": "data:image/svg+xml;base64,...",
    /// "dark": ...}`). `layoutviz preview` sends them to an open page, whose script calls `layoutviz.load`.
    public static func parts(_ inspection: Inspection, options: RenderOptions) throws(PipelineError)
        -> (data: String, figures: String) {
        var plain = options
        plain.debug = .off
        var light = plain, dark = plain
        light.colorScheme = .light
        dark.colorScheme = .dark
        let lightSVG = try inspection.laidOut.render(.svg, options: light)
        let darkSVG = try inspection.laidOut.render(.svg, options: dark)
        let size = inspection.laidOut.displayList(plain).size
        let figures = "{\"light\": \"data:image/svg+xml;base64," + lightSVG.base64EncodedString()
            + "\", \"dark\": \"data:image/svg+xml;base64," + darkSVG.base64EncodedString() + "\"}"
        return (dataJSON(inspection, options: options, size: size), figures)
    }

    static func dataJSON(_ inspection: Inspection, options: RenderOptions, size: CGSize) -> String {
        let n = FramesJSON.number
        let s = inspection.viewport.safeArea
        var out = "{\"file\": " + Quote.jsonString(inspection.file)
        out += ", \"scale\": \(inspection.viewport.scale), \"margin\": " + n(options.margin)
        out += ", \"size\": {\"width\": " + n(size.width) + ", \"height\": " + n(size.height) + "}"
        out += ", \"safeArea\": {\"top\": " + n(s.top) + ", \"leading\": " + n(s.leading) + ", \"bottom\": "
            + n(s.bottom) + ", \"trailing\": " + n(s.trailing) + "}"
        out += ", \"theme\": \"" + (options.colorScheme == .dark ? "dark" : "light") + "\""
        out += ", \"debug\": \"" + (options.debug == .labels ? "labels" : options.debug == .borders ? "borders" : "off") + "\""
        out += ",\n\"frames\": " + FramesJSON.encode(inspection.result)
        out += ",\n\"explain\": " + (inspection.trace.map { ExplainJSON.encode($0, canvas: inspection.result.canvas) } ?? "null")
        out += ",\n\"origins\": [" + inspection.origins.map { o in
            o.map { "[\($0.line), \($0.column), " + Quote.jsonString($0.path)
                + ($0.file.map { ", " + Quote.jsonString($0) } ?? "") + "]" } ?? "null"
        }.joined(separator: ", ") + "]}"
        return out
    }

    /// JSON inside a script element: `</` would end the element early, so it is written `<\/` (same JSON).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }
}
