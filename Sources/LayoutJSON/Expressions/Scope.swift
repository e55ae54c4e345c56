import LayoutCore

/// A value a name stands for: a ForEach element or index, or a GeometryReader's proxy.
enum ScopeValue: Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    /// Known only at layout time; at decode time the content is checked with a zero-sized proxy.
    case proxy(GeometryProxy)
    /// A state's or preference's value (docs/format.md, "Preferences and state"). Dynamic when known only at
    /// layout time (an anchor, a preference layer's value): checked with a stand-in when the document is read.
    case value(PreferenceValue, isDynamic: Bool = false)

    /// How the value reads in descriptions (hash keys of closures) and interpolation.
    var text: String {
        switch self {
        case .int(let n): String(n)
        case .double(let d): String(d)
        case .string(let s): s
        case .proxy(let p): "GeometryProxy(\(p.size.width)x\(p.size.height))"
        case .value(let v, _): v.description
        }
    }
}

/// The variables visible where a value is written: the names bound by enclosing ForEach and GeometryReader
/// views, innermost last. Scopes are values: a ForEach element gets its own copy with its names added.
struct Scope: Sendable {
    private(set) var names: [(name: String, value: ScopeValue)] = []
    /// The document's state names (bound first), which `onPreferenceChange` may set.
    var stateNames: [String] = []

    subscript(name: String) -> ScopeValue? { names.last { $0.name == name }?.value }

    func binding(_ name: String, to value: ScopeValue) -> Scope {
        var s = self
        s.names.append((name, value))
        return s
    }

    var isEmpty: Bool { names.isEmpty }

    /// The visible names, for "did you mean".
    var visibleNames: [String] { names.map(\.name) }

    /// `i=3, c=red`: what a closure captured, for its stable description.
    var description: String {
        var seen = Set<String>()
        var parts: [String] = []
        for (name, value) in names.reversed() where seen.insert(name).inserted {
            parts.append("\(name)=\(value.text)")
        }
        return parts.reversed().joined(separator: ", ")
    }
}
