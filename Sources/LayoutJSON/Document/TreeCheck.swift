import Foundation
import LayoutCore

/// The checks the JSON decoder makes on values, for a tree built in Swift (LayoutVizDSL) before it is laid out:
/// numbers finite and within `FormatLimits` (docs/format.md, "Numbers and limits"), image files readable.
/// A problem is one line naming the path of node kinds from the root, e.g.
/// `VStack[1] > padding: length 1000000 is out of range (-100000...100000)`.
public enum TreeCheck {
    public static func firstProblem(in root: ViewNode) -> String? {
        var stack: [(node: ViewNode, path: String, depth: Int)] = [(root, root.kind.name, 1)]
        while let (node, path, depth) = stack.popLast() {
            guard depth <= FormatLimits.maxViewDepth else {
                return "\(path): views nested too deeply (more than \(FormatLimits.maxViewDepth) levels)"
            }
            if let problem = problem(node.kind) { return "\(path): \(problem)" }
            let many = node.children.count > 1
            for (i, child) in node.children.enumerated().reversed() {
                stack.append((child, path + (many ? "[\(i)]" : "") + " > " + child.kind.name, depth + 1))
            }
        }
        return nil
    }

    // swiftlint:disable:next cyclomatic_complexity
    static func problem(_ kind: NodeKind) -> String? {
        switch kind {
        case .color(let c): return color(c)
        case .gradient(let g): return gradient(g)
        case .shape(.roundedRectangle(let r)): return size(r, "cornerRadius")
        case .image(let source, let w, let h):
            if case .file(let path) = source {
                do {
                    let s = try PNGHeader.read(path: path)
                    guard Double(max(s.width, s.height)) <= FormatLimits.maxLength else {
                        return "image \(path) is \(s.width)x\(s.height) pixels; the limit is "
                            + "\(Int(FormatLimits.maxLength)) on each side"
                    }
                } catch {
                    return "cannot read image \(path): \(error.reason)"
                }
                return nil
            }
            return size(w, "width") ?? size(h, "height")
        case .spacer(let m): return m.flatMap { size($0, "minLength") }
        case .hStack(_, let s), .vStack(_, let s), .lazyHStack(_, let s), .lazyVStack(_, let s):
            return s.flatMap { length($0, "spacing") }
        case .grid(_, let h, let v):
            return h.flatMap { length($0, "horizontalSpacing") } ?? v.flatMap { length($0, "verticalSpacing") }
        case .lazyVGrid(let items, _, let s), .lazyHGrid(let items, _, let s):
            if items.isEmpty { return "a lazy grid needs at least one GridItem" }
            return s.flatMap { length($0, "spacing") } ?? items.lazy.compactMap(gridItem).first
        case .gridCellColumns(let n):
            return (1...1000).contains(n) ? nil : "gridCellColumns \(n) is out of range (1...1000)"
        case .gridCellAnchor(let p): return unitPoint(p)
        case .padding(let e):
            return length(e.top, "top") ?? length(e.leading, "leading") ?? length(e.bottom, "bottom")
                ?? length(e.trailing, "trailing")
        case .frame(let w, let h, _):
            return w.flatMap { length($0, "width") } ?? h.flatMap { length($0, "height") }
        case .flexibleFrame(let f):
            let values = [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                          ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
            return values.lazy.compactMap { name, v in v.flatMap { length($0, name, allowInfinity: true) } }.first
        case .layoutPriority(let p): return length(CGFloat(p), "layoutPriority")
        case .aspectRatio(let r, _):
            guard let r else { return nil }
            return FormatLimits.aspectRatioRange.contains(Double(r)) ? nil
                : "aspect ratio \(NumberFormat.decimal(r)) is out of range (0.00001...100000)"
        case .offset(let x, let y): return length(x, "x") ?? length(y, "y")
        case .border(let s, let w): return style(s) ?? size(w, "width")
        case .foregroundColor(let c): return color(c)
        case .foregroundStyle(let s), .fill(let s): return style(s)
        case .stroke(let s, let w), .strokeBorder(let s, let w): return s.flatMap(style) ?? size(w, "lineWidth")
        case .opacity(let o): return (0...1).contains(o) ? nil : "opacity \(o) is outside 0...1"
        case .cornerRadius(let r): return size(r, "cornerRadius")
        case .font(let f):
            guard let s = f.size else { return nil }
            return s > 0 && Double(s) <= FormatLimits.maxFontSize ? nil
                : "font size \(NumberFormat.decimal(s)) is out of range; expected more than 0 and at most 1000"
        case .lineLimit(let n):
            guard let n else { return nil }
            return FormatLimits.lineLimitRange.contains(n) ? nil : "lineLimit \(n) is out of range (1...10000)"
        case .textOption(let o): return textOption(o)
        case .textRuns(let pieces):
            if pieces.isEmpty { return "a Text made of runs needs at least one run" }
            if let bad = pieces.flatMap(\.modifiers).first(where: { !TextPiece.isRunModifier($0) }) {
                return "\(bad.name) is not a Text modifier (a run of a Text takes font, colour and spacing modifiers)"
            }
            return problem(.text(pieces.map(\.string).joined()))
                ?? pieces.lazy.flatMap(\.modifiers).compactMap(problem).first
        case .text(let string):
            switch TextBreaks.check(string) {
            case nil: return nil
            case .tooLong: return "the text has more than \(FormatLimits.maxTextLength) characters"
            case .unbroken: return "the text has more than \(FormatLimits.maxUnbrokenText) characters without a word break"
            }
        case .position(let x, let y): return length(x, "x") ?? length(y, "y")
        case .zIndex(let z): return length(CGFloat(z), "zIndex")
        case .clipShape(.roundedRectangle(let r)): return size(r, "cornerRadius")
        case .effect(.rotation(let radians, let anchor)):
            return length(CGFloat(radians), "angle") ?? unitPoint(anchor)
        case .effect(.scale(let x, let y, let anchor)): return length(x, "x") ?? length(y, "y") ?? unitPoint(anchor)
        case .effect(.shadow(let s)):
            return color(s.color) ?? size(s.radius, "radius") ?? length(s.x, "x") ?? length(s.y, "y")
        case .safeAreaPadding(let e):
            return length(e.top, "top") ?? length(e.leading, "leading") ?? length(e.bottom, "bottom")
                ?? length(e.trailing, "trailing")
        case .safeAreaInset(_, _, let spacing): return spacing.flatMap { length($0, "spacing") }
        default: return nil
        }
    }

    /// The Text options' values, as `TextOptionArguments` checks them.
    static func textOption(_ option: TextOption) -> String? {
        let lines = FormatLimits.lineLimitRange
        switch option {
        case .lineSpacing(let v): return length(v, "lineSpacing")
        case .tracking(let v): return length(v, "tracking")
        case .kerning(let v): return length(v, "kerning")
        case .minimumScaleFactor(let f):
            return f > 0 && f <= 1 ? nil
                : "minimumScaleFactor \(NumberFormat.decimal(f)) is out of range; expected more than 0 and at most 1"
        case .lineLimitRange(let reserved, let max):
            let range = "(\(lines.lowerBound)...\(lines.upperBound))"
            if reserved != 0, !lines.contains(reserved) { return "lineLimit lower bound \(reserved) is out of range \(range)" }
            guard let max else { return nil }
            if !lines.contains(max) { return "lineLimit upper bound \(max) is out of range \(range)" }
            return reserved <= max ? nil : "the lineLimit range \(reserved)...\(max) is empty"
        default: return nil
        }
    }

    static func gridItem(_ item: GridItem) -> String? {
        if let s = item.spacing, let p = length(s, "GridItem spacing") { return p }
        switch item.size {
        case .fixed(let v): return size(v, "GridItem size")
        case .flexible(let lo, let hi), .adaptive(let lo, let hi):
            if let p = size(lo, "GridItem minimum") ?? (hi.isInfinite ? nil : size(hi, "GridItem maximum")) { return p }
            return hi >= lo ? nil : "GridItem maximum \(NumberFormat.decimal(hi)) is less than its minimum \(NumberFormat.decimal(lo))"
        }
    }

    static func unitPoint(_ p: UnitPoint) -> String? {
        length(p.x, "anchor x") ?? length(p.y, "anchor y")
    }

    /// A length: finite (or infinite where allowed), |v| <= 100000.
    static func length(_ v: CGFloat, _ name: String, allowInfinity: Bool = false) -> String? {
        if v.isNaN { return "\(name) is not a number" }
        if v.isInfinite { return allowInfinity ? nil : "\(name) is infinite; only frame dimensions may be .infinity" }
        return abs(Double(v)) <= FormatLimits.maxLength ? nil
            : "\(name) \(NumberFormat.decimal(v)) is out of range; numbers here must be between -100000 and 100000"
    }

    /// A length that is also not negative.
    static func size(_ v: CGFloat, _ name: String) -> String? {
        if let p = length(v, name) { return p }
        return v >= 0 ? nil : "\(name) \(NumberFormat.decimal(v)) must not be negative"
    }

    static func style(_ s: ShapeStyle) -> String? {
        switch s {
        case .color(let c): color(c)
        case .gradient(let g): gradient(g)
        }
    }

    /// A gradient as `GradientArguments` reads one: at least one stop, locations in 0...1, finite points, radii
    /// and angles.
    static func gradient(_ g: GradientStyle) -> String? {
        let stops = g.gradient.stops
        if stops.isEmpty { return "a gradient needs at least one color" }
        for s in stops {
            if let p = color(s.color) { return p }
            if !(0...1).contains(s.location) { return "gradient stop location \(s.location) is outside 0...1" }
        }
        switch g {
        case .linear(_, let a, let b): return unitPoint(a) ?? unitPoint(b)
        case .radial(_, let c, let r0, let r1):
            return unitPoint(c) ?? size(r0, "startRadius") ?? size(r1, "endRadius")
        case .elliptical(_, let c, let f0, let f1):
            return unitPoint(c) ?? size(f0, "startRadiusFraction") ?? size(f1, "endRadiusFraction")
        case .angular(_, let c, let a0, let a1):
            return unitPoint(c) ?? length(CGFloat(a0), "startAngle") ?? length(CGFloat(a1), "endAngle")
        }
    }

    static func color(_ c: Color) -> String? {
        let parts = [c.red, c.green, c.blue, c.opacity]
        return parts.allSatisfy({ (0...1).contains($0) }) ? nil
            : "color components must be in 0...1 (got red \(c.red), green \(c.green), blue \(c.blue), opacity \(c.opacity))"
    }
}
