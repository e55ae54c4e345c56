import Foundation
import LayoutCore

/// The arguments of every modifier except background/overlay (which hold a view: see `LayerArguments`).
/// Frame, padding and font have files of their own.
extension TreeDecoder {
    @inline(never)
    func modifierKind(_ entry: ModifierObject, _ chain: ModifierChain) throws(InputError) -> NodeKind {
        let v = entry.arguments, p = entry.path, c = context
        // The two most common modifiers first (the readers below each compare the name with theirs).
        if entry.name == "frame" { return try frame(v, p) }
        if entry.name == "padding" { return .padding(try padding(v, p)) }
        if let kind = try containerModifierKind(entry) { return kind }
        if let drawing = try drawingModifierKind(entry) { return drawing }
        if let text = try textOptionKind(entry) { return text }
        switch entry.name {
        case "padding": return .padding(try padding(v, p))
        case "contentMargins":
            // SwiftUI's contentMargins always takes a length: edge names alone, or {}, are not a form of it.
            let keys = (v.members ?? JSONMembers()).map(\.key)
            let edgesOnly = v.kind == .array || (v.kind == .object && !keys.contains("length")
                                                   && !keys.contains { Self.sideKeys.contains($0) })
                || v.string.map { DecodeContext.isPlainWord($0) && c.scope[$0] == nil } == true
            if edgesOnly {
                throw c.error("contentMargins needs a length: a number, {\"edges\": ..., \"length\": 20} or "
                              + "{top, leading, bottom, trailing}", v, p)
            }
            return .contentMargins(try padding(v, p, owner: "contentMargins"))
        case "tint": return .tint(try c.color(v, p))
        case "textFieldStyle":
            return .textFieldStyle(roundedBorder: try c.choice(v, p, what: "text field style",
                                                               [("automatic", false), ("plain", false), ("roundedBorder", true)]))
        case "labelsHidden": try c.noArguments(v, p, owner: entry.name); return .labelsHidden
        case "listStyle":
            return .listStyle(try c.choice(v, p, what: "list style", ListStyleKind.allCases.map { ($0.rawValue, $0) }))
        case "buttonStyle":
            return .buttonStyle(try c.choice(v, p, what: "button style", ButtonStyleKind.builtIn.sorted { $0.key < $1.key }
                .map { ($0.key, $0.value) }))
        case "frame": return try frame(v, p)
        case "fixedSize": return try fixedSize(v, p)
        case "layoutPriority": return .layoutPriority(Double(try c.length(v, p)))
        case "aspectRatio": return try aspectRatio(v, p)
        case "scaledToFit": try c.noArguments(v, p, owner: entry.name); return .scaledToFit
        case "scaledToFill": try c.noArguments(v, p, owner: entry.name); return .scaledToFill
        case "resizable":
            try c.noArguments(v, p, owner: entry.name)
            try checkResizable(chain, v, p)
            return .resizable
        case "offset":
            let a = try Arguments(v, p, allowed: ["x", "y"], owner: "offset", context)
            var x: CGFloat = 0, y: CGFloat = 0
            if let xv = a["x"] { x = try c.length(xv, a.path("x")) }
            if let yv = a["y"] { y = try c.length(yv, a.path("y")) }
            return .offset(x: x, y: y)
        case "border":
            let (style, width) = try styleAndWidth(v, p, owner: "border", widthKey: "width")
            return .border(style ?? .primary, width: width)
        case "ignoresSafeArea": return try ignoresSafeArea(v, p)
        case "edgesIgnoringSafeArea": return .edgesIgnoringSafeArea(try edges(v, p))
        case "safeAreaPadding": return .safeAreaPadding(try padding(v, p, owner: "safeAreaPadding"))
        case "foregroundColor": return .foregroundColor(try c.color(v, p))
        case "foregroundStyle": return .foregroundStyle(try c.shapeStyle(v, p))
        case "fill":
            try checkShape(chain, entry.name, v, p)
            return .fill(try c.shapeStyle(v, p))
        case "stroke":
            try checkShape(chain, entry.name, v, p)
            let (style, width) = try styleAndWidth(v, p, owner: "stroke", widthKey: "lineWidth", colorRequired: false)
            return .stroke(style, lineWidth: width)
        case "strokeBorder":
            try checkShape(chain, entry.name, v, p)
            let (style, width) = try styleAndWidth(v, p, owner: "strokeBorder", widthKey: "lineWidth", colorRequired: false)
            return .strokeBorder(style, lineWidth: width)
        case "opacity": return .opacity(try c.unitValue(v, p, what: "opacity"))
        case "cornerRadius": return .cornerRadius(try c.size(v, p))
        case "clipped": try c.noArguments(v, p, owner: entry.name); return .clipped
        case "font": return .font(try font(v, p))
        case "alignmentGuide": return try alignmentGuide(v, p)
        case "multilineTextAlignment":
            return .multilineTextAlignment(try c.choice(v, p, what: "text alignment",
                                                        ["leading": .leading, "center": .center, "trailing": .trailing]))
        default:
            return .truncationMode(try c.choice(v, p, what: "truncation mode",
                                                ["head": .head, "middle": .middle, "tail": .tail]))
        }
    }

    /// `{}` (both axes) or `{"horizontal": true, "vertical": false}` (both labels, as in SwiftUI).
    private func fixedSize(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        let a = try Arguments(v, p, allowed: ["horizontal", "vertical"], owner: "fixedSize", context)
        if a.isEmpty { return .fixedSize(horizontal: true, vertical: true) }
        let h = try context.bool(a.required("horizontal", context, owner: "fixedSize"), a.path("horizontal"))
        let vert = try context.bool(a.required("vertical", context, owner: "fixedSize"), a.path("vertical"))
        return .fixedSize(horizontal: h, vertical: vert)
    }

    /// `1.5` (ratio, fit), `{"ratio": 1.5, "contentMode": "fill"}`, ratio also `{"width": 4, "height": 3}`;
    /// ratio omitted or null = the child's ideal ratio; contentMode defaults to "fit".
    private func aspectRatio(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> NodeKind {
        if v.number != nil || v.string != nil { return .aspectRatio(try ratio(v, p), contentMode: .fit) }
        let a = try Arguments(v, p, allowed: ["ratio", "contentMode"], owner: "aspectRatio",
                              expected: "a number or an object with ratio and contentMode", context)
        var r: CGFloat?
        if let rv = a["ratio"] { r = try ratio(rv, a.path("ratio")) }
        var mode = ContentMode.fit
        if let m = a["contentMode"] {
            mode = try context.choice(m, a.path("contentMode"), what: "content mode", ["fit": .fit, "fill": .fill])
        }
        return .aspectRatio(r, contentMode: mode)
    }

    private func ratio(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> CGFloat {
        var r: Double
        var at = v, atPath = p
        if v.kind == .object {
            let a = try Arguments(v, p, allowed: ["width", "height"], owner: "ratio", context)
            let w = try context.size(a.required("width", context, owner: "ratio"), a.path("width"))
            let hv = try a.required("height", context, owner: "ratio")
            let h = try context.size(hv, a.path("height"))
            guard h > 0 else { throw context.error("the ratio's height must be greater than 0", hv, a.path("height")) }
            r = Double(w / h)
            at = hv; atPath = a.path("height")
        } else {
            guard v.number != nil || v.string != nil else {
                throw context.typeError(expected: "a number or {\"width\", \"height\"}", v, p)
            }
            r = try context.number(v, p)
        }
        let range = FormatLimits.aspectRatioRange
        if let c = context.clampedIfDynamic(r, at, range) { return CGFloat(c) }
        guard range.contains(r) else {
            throw context.error("aspect ratio \(DecodeContext.format(r)) is out of range; expected a ratio between "
                                + "0.00001 and \(DecodeContext.format(range.upperBound))", at, atPath)
        }
        return CGFloat(r)
    }

    /// `"red"` (width 1) or `{"color": "red", "<widthKey>": 2}`, the colour also a gradient (a style: a bare
    /// gradient object is the style at width 1); without `colorRequired` the colour may be left out
    /// (`.stroke(lineWidth: 2)` uses the foreground style).
    private func styleAndWidth(_ v: JSONValue, _ p: JSONPath, owner: String, widthKey: String,
                               colorRequired: Bool = true) throws(InputError) -> (ShapeStyle?, CGFloat) {
        if v.kind != .object || DecodeContext.isGradientStyle(v) { return (try context.shapeStyle(v, p), 1) }
        let a = try Arguments(v, p, allowed: ["color", widthKey], owner: owner, context)
        var color: ShapeStyle?
        if colorRequired {
            color = try context.shapeStyle(a.required("color", context, owner: owner), a.path("color"))
        } else if let cv = a["color"] {
            color = try context.shapeStyle(cv, a.path("color"))
        }
        var width: CGFloat = 1
        if let w = a[widthKey] { width = try context.size(w, a.path(widthKey)) }
        return (color, width)
    }

    private func checkResizable(_ chain: ModifierChain, _ v: JSONValue, _ p: JSONPath) throws(InputError) {
        guard !chain.isBareImage else { return }
        if case .image = chain.base {
            throw context.error("resizable must come directly after the Image, before any other modifier", v, p)
        }
        throw context.error("resizable applies only to an Image (as its first modifier)", v, p)
    }

    private func checkShape(_ chain: ModifierChain, _ name: String, _ v: JSONValue, _ p: JSONPath) throws(InputError) {
        guard !chain.isBareShape else { return }
        if case .shape = chain.base {
            throw context.error("\(name) must be the shape's first modifier (it paints the shape itself)", v, p)
        }
        throw context.error("\(name) applies only to a shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), "
                            + "as its first modifier; use foregroundColor or background for other views", v, p)
    }
}
