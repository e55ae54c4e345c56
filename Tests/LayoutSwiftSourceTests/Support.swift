import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Helpers shared by the Swift source tests: a module from source text ("View.swift"), its figures, the frames
/// of a figure or of a JSON twin with the deterministic BoxFont, and the one-line error a source gives.
enum SwiftTest {
    static let engine = LayoutEngine(measurer: BoxFont(), scale: 1)

    static func module(_ source: String, _ more: [(name: String, text: String)] = []) throws -> SwiftSourceModule {
        try SwiftSourceModule.load(sources: [("View.swift", source)] + more)
    }

    /// The figure of `expression` (a view expression) in the module `declarations`.
    static func figure(_ expression: String, in declarations: String = "") throws -> SwiftFigure {
        try module(declarations).figure(forView: expression)
    }

    /// Frames of a figure's document in a canvas (or at its ideal size).
    static func frames(_ figure: SwiftFigure, canvas: CGSize? = nil) -> String {
        var d = figure.document
        d.canvas = canvas
        return FramesJSON.encode(engine.layout(d))
    }

    static func frames(json: String, canvas: CGSize? = nil) throws -> String {
        var d = try DocumentDecoder.decode(data: Data(json.utf8), file: "tree.json", baseDirectory: "/nonexistent")
        d.canvas = canvas
        return FramesJSON.encode(engine.layout(d))
    }

    /// The root VIEW of a figure's JSON on one line, as the printer writes short values (", " and ": ").
    static func rootJSON(_ figure: SwiftFigure) -> String {
        let text = oneLine(figure.json)
        guard let range = text.range(of: "\"root\": ") else { return text }
        var s = String(text[range.upperBound...])
        if s.hasSuffix("}") { s.removeLast() }
        return s
    }

    /// JSON text with the line breaks and indentation outside strings removed (", " and ": " kept).
    static func oneLine(_ json: String) -> String {
        var out = ""
        var inString = false, escaped = false, skipping = false
        for c in json {
            if inString {
                out.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            if c == "\n" { skipping = true; continue }
            if skipping && c == " " { continue }
            if skipping, let last = out.last, last == "," { out.append(" ") }
            skipping = false
            if c == "\"" { inString = true }
            out.append(c)
        }
        return out
    }

    /// The error line of `source` previewed or of `expression`, or nil.
    static func error(_ source: String, view expression: String? = nil) -> String? {
        do {
            let m = try module(source)
            m.maxSteps = 100_000
            if let expression { _ = try m.figure(forView: expression) } else { _ = try m.previews() }
            return nil
        } catch {
            return (error as? InputDiagnostic)?.description ?? "\(error)"
        }
    }

    /// The Swift view and the JSON VIEW give the same frames (ideal size and in a 300x200 canvas).
    static func expectTwin(_ swift: String, _ json: String, declarations: String = "",
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let f = try figure(swift, in: declarations)
        for canvas in [nil, CGSize(width: 300, height: 200)] {
            #expect(frames(f, canvas: canvas) == (try frames(json: json, canvas: canvas)), sourceLocation: sourceLocation)
        }
    }
}
