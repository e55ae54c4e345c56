import LayoutCore
import LayoutJSON

/// Colours as the format writes them: names (`.teal`, `Color.teal`, `Color(.systemGray6)`,
/// `Color(uiColor: .link)`), components (`Color(red:green:blue:opacity:)`, `Color(white:)`), and a named colour
/// with `.opacity(x)` as components (its light-mode value: the format has no named colour with an opacity).
enum Colors {
    static func lower(_ s: Symbol, at p: SourcePosition, _ l: Lowering) throws(InputDiagnostic) -> TreeValue? {
        var base: TreeValue?
        var named: String?
        if s.name == nil, let args = s.arguments {
            if let first = args.first, first.label == nil || first.label == "uiColor" || first.label == "nsColor",
               case .symbol(let inner) = first.value, let n = inner.name, inner.arguments == nil {
                named = n
            } else if let w = args.first(where: { $0.label == "white" }) {
                let o = args.first(where: { $0.label == "opacity" })
                var members: [(key: String, value: TreeValue)] = []
                for k in ["red", "green", "blue"] { members.append((k, try l.value(w.value, at: w.position))) }
                if let o { members.append(("opacity", try l.value(o.value, at: o.position))) }
                base = TreeValue(.object(members), at: p)
            } else if let h = args.first(where: { $0.label == "hue" }) {
                base = try hsb(h, args, at: p, l)
            } else if args.contains(where: { $0.label == "red" }) {
                base = try l.labeledValue(args.filter { $0.label != nil && $0.label != ".sRGB" }, at: p)
            } else if case .string(let asset)? = args.first?.value {
                throw l.error("Color(\"\(asset)\") names an asset colour, which layoutviz cannot read; use a SwiftUI colour "
                              + "or Color(red:green:blue:)", at: p)
            } else {
                return nil
            }
        } else if let n = s.name, s.arguments == nil {
            // SwiftUI's hierarchical styles beyond .secondary are the label colours.
            named = ["tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel"][n] ?? n
        } else {
            return nil
        }
        var opacity: [Argument] = []
        var chain = s.chain[...]
        // `Color.blue.gradient` (`.blue.opacity(0.5).gradient`): {"gradient": colour} (docs/format.md, "Gradients").
        let gradient = chain.last.map { $0.name == "gradient" && $0.arguments.isEmpty } ?? false
        if gradient { chain = chain.dropLast() }
        for c in chain {
            guard c.name == "opacity", let a = c.arguments.first else { return nil }
            opacity.append(a)
        }
        var color = base ?? TreeValue(.string(named ?? ""), at: p)
        // `Color.blue.opacity(0.3)`: {"color": "blue", "opacity": 0.3} (nested for each opacity).
        for a in opacity {
            color = TreeValue(.object([("color", color), ("opacity", try l.value(a.value, at: a.position))]), at: p)
        }
        return gradient ? TreeValue(.object([("gradient", color)]), at: p) : color
    }
}

extension Colors {
    /// `Color(hue:saturation:brightness:opacity:)` as the components the format has: the HSB-to-RGB conversion
    /// of the colour's own space (sRGB), done here since the values are known numbers.
    static func hsb(_ h: Argument, _ args: [Argument], at p: SourcePosition, _ l: Lowering) throws(InputDiagnostic) -> TreeValue {
        func number(_ label: String) throws(InputDiagnostic) -> Double? {
            guard let a = args.first(where: { $0.label == label }) else { return nil }
            switch a.value {
            case .int(let i): return Double(i)
            case .double(let d) where d.isFinite: return d
            default: throw l.error("Color(hue:saturation:brightness:) takes numbers; \(label) is \(a.value.typeDescription)", at: a.position)
            }
        }
        guard let hue = try number("hue"), let s = try number("saturation"), let b = try number("brightness") else {
            throw l.error("Color(hue:saturation:brightness:) needs all three", at: h.position)
        }
        let clamp = { (x: Double) in min(1, max(0, x)) }
        let hh = (hue - hue.rounded(.down)) * 6, sat = clamp(s), v = clamp(b)
        let sector = Int(hh.rounded(.down)) % 6, f = hh - hh.rounded(.down)
        let pp = v * (1 - sat), q = v * (1 - sat * f), t = v * (1 - sat * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, pp)
        case 1: rgb = (q, v, pp)
        case 2: rgb = (pp, v, t)
        case 3: rgb = (pp, q, v)
        case 4: rgb = (t, pp, v)
        default: rgb = (v, pp, q)
        }
        func rounded(_ x: Double) -> Double { (x * 1_000_000).rounded() / 1_000_000 }
        var members: [(key: String, value: TreeValue)] = [("red", TreeValue(.number(rounded(rgb.0)), at: p)),
                                                          ("green", TreeValue(.number(rounded(rgb.1)), at: p)),
                                                          ("blue", TreeValue(.number(rounded(rgb.2)), at: p))]
        if let o = try number("opacity") { members.append(("opacity", TreeValue(.number(o), at: p))) }
        return TreeValue(.object(members), at: p)
    }
}

/// Fonts: `.title` → "title"; `.title.bold()`, `.body.weight(.semibold)`, `.headline.italic()` → an object with the
/// style and the parts; `.system(size: 20, weight: .bold, design: .rounded)`, `.system(.title, design: .serif)`.
enum Fonts {
    static func lower(_ v: Value, at p: SourcePosition, _ l: Lowering) throws(InputDiagnostic) -> TreeValue {
        guard case .symbol(let s) = v, let name = s.name else {
            if case .null = v { return TreeValue(.null, at: p) }
            throw l.error("expected a Font such as .title or .system(size: 17), got \(v.typeDescription)", at: p)
        }
        var members: [(key: String, value: TreeValue)] = []
        if name == "system" {
            for a in s.arguments ?? [] {
                switch a.label {
                case nil, "style"?: members.append(("style", try l.value(a.value, at: a.position)))
                case "size"?, "weight"?, "design"?: members.append((a.label ?? "", try l.value(a.value, at: a.position)))
                default: throw l.error("Font.system: unknown argument \"\(a.label ?? "")\"", at: a.position)
                }
            }
        } else if name == "custom" {
            guard let size = s.arguments?.first(where: { $0.label == "size" }) else {
                throw l.error("Font.custom needs size:", at: p)
            }
            members.append(("size", try l.value(size.value, at: size.position)))
        } else {
            guard s.arguments == nil || s.arguments?.isEmpty == true else {
                throw l.error("unknown Font .\(name)(...)", at: p)
            }
            if s.chain.isEmpty { return TreeValue(.string(name), at: p) }
            members.append(("style", TreeValue(.string(name), at: p)))
        }
        for c in s.chain {
            switch c.name {
            case "bold": members.append(("weight", TreeValue(.string("bold"), at: p)))
            case "italic": members.append(("italic", TreeValue(.bool(true), at: p)))
            case "weight":
                guard let a = c.arguments.first else { throw l.error("weight(_:) needs a weight", at: p) }
                members.append(("weight", try l.value(a.value, at: a.position)))
            case "monospaced": members.append(("design", TreeValue(.string("monospaced"), at: p)))
            default: throw l.error("Font.\(c.name)() is not supported (docs/swift-source.md)", at: p)
            }
        }
        return TreeValue(.object(members), at: p)
    }
}

/// `GridItem(.fixed(70), spacing: 4, alignment: .leading)` → `{"fixed": 70, "spacing": 4, "alignment": "leading"}`;
/// `GridItem()` is `.flexible()`.
enum GridItems {
    static func lower(_ args: [Argument], at p: SourcePosition, _ l: Lowering) throws(InputDiagnostic) -> TreeValue {
        var members: [(key: String, value: TreeValue)] = []
        var hasSize = false
        for a in args {
            if a.label == nil {
                guard case .symbol(let s) = a.value, let n = s.name else {
                    throw l.error("GridItem's size is .fixed(_:), .flexible(...) or .adaptive(minimum:...)", at: a.position)
                }
                members.append((n, try l.argumentsValue(s.arguments ?? [], at: a.position)))
                hasSize = true
            } else if let label = a.label {
                members.append((label, try l.value(a.value, at: a.position)))
            }
        }
        if !hasSize { members.insert(("flexible", TreeValue(.object([]), at: p)), at: 0) }
        return TreeValue(.object(members), at: p)
    }
}
