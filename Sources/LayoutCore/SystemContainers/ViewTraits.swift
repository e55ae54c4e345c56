import Foundation

/// SwiftUI's view traits: values a view carries for the container it is an element of, not for its own layout
/// (SwiftUI's `_ViewTraitKey`s behind `.tag`, `.badge`, `.listRowBackground`, ...). Contract: a trait modifier
/// (`NodeKind.trait`) lays out as its content; the container reading it (a Picker its options' tags, a List its
/// rows' badges, backgrounds, separators and insets, a TabView its tabs' badges) finds it on the element's
/// modifier chain (`ViewNode.traits`: the element and the modifiers wrapping it, outermost first wins, as
/// SwiftUI's trait values pass through modifiers but not into containers) and takes it off (`strippingTraits`).
/// Where no container reads a trait it has no effect, as in SwiftUI (docs/semantics.md §11.6).
public enum ViewTrait: Sendable, Hashable {
    /// `.tag(value)`: the value a Picker's selection is compared with (as text: `"vanilla"`, `"2"`).
    case tag(String)
    /// `.badge(3)`, `.badge("New")`, `.badge(Text("New").bold())`: a List row's trailing text, a tab item's red
    /// capsule, as the runs of a Text (a count or string is one plain run); nil (`.badge(0)`, `.badge(nil)`) shows
    /// none.
    case badge([TextPiece]?)
    /// `.listRowBackground(view)`: drawn behind the row, inside the section's card shape; nil: the card's own.
    case listRowBackground(ViewNode?)
    /// `.listRowSeparator(.hidden, edges:)`: the row's separators above (top) and below (bottom) it (SwiftUI's
    /// `VerticalEdge.Set` as the `EdgeSet` of its vertical edges; `.vertical` is SwiftUI's `.all`).
    case listRowSeparator(hidden: Bool, edges: EdgeSet)
    /// `.listSectionSeparator(.hidden, edges:)`: a plain or grouped list's hairlines above and below the section.
    case listSectionSeparator(hidden: Bool, edges: EdgeSet)
    /// `.listRowInsets(EdgeInsets)`: the row's content insets in place of the list style's; nil: the style's.
    case listRowInsets(EdgeInsets?)

    /// The modifier's SwiftUI name (the frame dump's kind).
    public var name: String {
        switch self {
        case .tag: "tag"
        case .badge: "badge"
        case .listRowBackground: "listRowBackground"
        case .listRowSeparator: "listRowSeparator"
        case .listSectionSeparator: "listSectionSeparator"
        case .listRowInsets: "listRowInsets"
        }
    }
}

/// The traits found on one element (the outermost of each kind wins).
public struct ElementTraits: Sendable, Hashable {
    public var tag: String?
    /// nil: no badge modifier; `.some(nil)`: a badge that shows nothing.
    public var badge: [TextPiece]??
    public var rowBackground: ViewNode??
    public var separatorHidden: EdgeSet = []
    public var separatorVisible: EdgeSet = []
    public var sectionSeparatorHidden: EdgeSet = []
    public var rowInsets: EdgeInsets??

    public var shownBadge: [TextPiece]? { badge ?? nil }
}

extension ViewNode {
    /// The traits on this element's modifier chain (the node and the single-content modifiers it wraps).
    public var traits: ElementTraits {
        var t = ElementTraits()
        var n: ViewNode? = self
        while let node = n {
            if case .trait(let trait) = node.kind {
                switch trait {
                case .tag(let s): if t.tag == nil { t.tag = s }
                case .badge(let b): if t.badge == nil { t.badge = .some(b) }
                case .listRowBackground(let v): if t.rowBackground == nil { t.rowBackground = .some(v) }
                case .listRowSeparator(let hidden, let edges):
                    let open = edges.subtracting(t.separatorHidden).subtracting(t.separatorVisible)
                    if hidden { t.separatorHidden.formUnion(open) } else { t.separatorVisible.formUnion(open) }
                case .listSectionSeparator(let hidden, let edges): if hidden { t.sectionSeparatorHidden.formUnion(edges) }
                case .listRowInsets(let i): if t.rowInsets == nil { t.rowInsets = .some(i) }
                }
            }
            n = node.kind.isModifier ? node.children.first : nil
        }
        return t
    }

    /// This element without the trait modifiers on its modifier chain (the container has read them).
    public var strippingTraits: ViewNode {
        if case .trait = kind, let first = children.first { return first.strippingTraits }
        guard kind.isModifier, let first = children.first else { return self }
        var n = self
        n.children[0] = first.strippingTraits
        return n
    }
}
