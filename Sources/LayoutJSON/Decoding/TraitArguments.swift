import Foundation
import LayoutCore

/// The arguments of the view-trait modifiers (`ViewTrait`: tag, badge, listRowBackground, listRowSeparator,
/// listSectionSeparator, listRowInsets) and of the control settings without a case of their own
/// (`ControlSetting`: pickerStyle, disabled, imageScale). docs/format.md, "Controls" and "System containers".
extension TreeDecoder {
    static let traitModifiers = ["tag", "badge", "listRowBackground", "listRowSeparator", "listSectionSeparator",
                                 "listRowInsets", "pickerStyle", "disabled", "imageScale"]
    static let traitModifierSet = Set(traitModifiers)

    @inline(never)
    func traitModifierKind(_ entry: ModifierObject, level: Int) throws(InputError) -> NodeKind {
        let v = entry.arguments, p = entry.path, c = context
        switch entry.name {
        case "tag":
            if v.number != nil { return .trait(.tag(DecodeContext.format(try c.number(v, p)))) }
            guard v.string != nil else { throw c.typeError(expected: "a string or a number", v, p) }
            return .trait(.tag(try c.interpolated(v, p)))
        case "badge":
            if v.isNull { return .trait(.badge(nil)) }
            if v.number != nil {
                let n = try c.integer(v, p, in: -1_000_000_000...1_000_000_000)
                return .trait(.badge(n == 0 ? nil : [TextPiece(.string(String(n)))]))
            }
            if v.kind == .object, v.members?.first?.key == "Text" {
                // `.badge(Text("New").bold())`: a Text with Text modifiers (or made of runs), as a Text's run is.
                return .trait(.badge(try Self.pieces(of: try view(v, p, level: level + 1), v, p, c)))
            }
            guard v.string != nil else {
                throw c.typeError(expected: "a whole number, a string, a Text or null", v, p)
            }
            return .trait(.badge([TextPiece(.string(try c.checkedText(try c.interpolated(v, p), v, p)))]))
        case "listRowBackground":
            if v.isNull { return .trait(.listRowBackground(nil)) }
            if v.string != nil || v.members?.contains(where: { $0.key == "color" }) == true {
                return .trait(.listRowBackground(ViewNode(.color(try c.color(v, p)))))
            }
            return .trait(.listRowBackground(try view(v, p, level: level + 1)))
        case "listRowSeparator", "listSectionSeparator":
            let (hidden, edges) = try separatorVisibility(v, p, owner: entry.name)
            return entry.name == "listRowSeparator" ? .trait(.listRowSeparator(hidden: hidden, edges: edges))
                : .trait(.listSectionSeparator(hidden: hidden, edges: edges))
        case "listRowInsets":
            if v.isNull { return .trait(.listRowInsets(nil)) }
            if v.number != nil { return .trait(.listRowInsets(EdgeInsets(try c.length(v, p)))) }
            let a = try Arguments(v, p, allowed: ["top", "leading", "bottom", "trailing"], owner: "listRowInsets",
                                  expected: "a number, {top, leading, bottom, trailing} or null", c)
            func side(_ k: String) throws(InputError) -> CGFloat { try a[k].map { x throws(InputError) in try c.length(x, a.path(k)) } ?? 0 }
            return .trait(.listRowInsets(EdgeInsets(top: try side("top"), leading: try side("leading"),
                                                    bottom: try side("bottom"), trailing: try side("trailing"))))
        case "pickerStyle":
            if let s = v.string, let why = PickerStyleKind.unsupported[s] {
                throw c.error("the \(s) picker style is not supported: \(why); use menu, segmented, navigationLink, "
                              + "wheel or inline", v, p)
            }
            return .controlSetting(.pickerStyle(try c.choice(v, p, what: "picker style",
                                                             PickerStyleKind.allCases.map { ($0.rawValue, $0) })))
        case "imageScale":
            return .controlSetting(.imageScale(try c.choice(v, p, what: "image scale",
                                                            SymbolImage.Scale.allCases.map { ($0.rawValue, $0) })))
        default:  // disabled
            return .controlSetting(.disabled(try c.bool(v, p)))
        }
    }

    /// `"hidden"` or `{"visibility": "hidden", "edges": "bottom"}`: hidden or not, and which edges.
    private func separatorVisibility(_ v: JSONValue, _ p: JSONPath, owner: String)
        throws(InputError) -> (Bool, EdgeSet) {
        let c = context
        let visibilities: [(String, Bool)] = [("automatic", false), ("visible", false), ("hidden", true)]
        if v.string != nil { return (try c.choice(v, p, what: "visibility", visibilities), .vertical) }
        let a = try Arguments(v, p, allowed: ["visibility", "edges"], owner: owner,
                              expected: "\"hidden\" or {\"visibility\": \"hidden\", \"edges\": \"bottom\"}", c)
        let hidden = try c.choice(try a.required("visibility", c, owner: owner), a.path("visibility"), what: "visibility",
                                  visibilities)
        let edges = try a["edges"].map { e throws(InputError) in
            try c.choice(e, a.path("edges"), what: "vertical edges",
                         [("all", EdgeSet.vertical), ("top", .top), ("bottom", .bottom)])
        } ?? .vertical
        return (hidden, edges)
    }
}
