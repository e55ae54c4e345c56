import Foundation

/// A preference's or a state's value (docs/semantics.md §10): what a `PreferenceKey.Value` or an `@State` holds in
/// layoutviz: nil, a Bool, a number, a string, a size, point or rect, an anchor, an array or a dictionary.
/// Values compare by `==` (SwiftUI's `onPreferenceChange` needs `Value: Equatable`) and print deterministically.
public indirect enum PreferenceValue: Sendable, Hashable, CustomStringConvertible {
    case none
    case bool(Bool)
    case number(Double)
    case string(String)
    case size(CGSize)
    case point(CGPoint)
    case rect(CGRect)
    case anchor(Anchor)
    case array([PreferenceValue])
    /// Keys unique, kept sorted by their description (so equal dictionaries have equal entries).
    case dictionary([DictionaryEntry])

    public struct DictionaryEntry: Sendable, Hashable {
        public var key: PreferenceValue
        public var value: PreferenceValue
        public init(key: PreferenceValue, value: PreferenceValue) { self.key = key; self.value = value }
    }

    /// A dictionary value from entries; a later entry for the same key replaces an earlier one.
    public static func dictionary(merging entries: [DictionaryEntry]) -> PreferenceValue {
        var out: [DictionaryEntry] = []
        for e in entries {
            if let i = out.firstIndex(where: { $0.key == e.key }) { out[i].value = e.value } else { out.append(e) }
        }
        out.sort { ordered($0.key, $1.key) }
        return .dictionary(out)
    }

    /// The order of dictionary keys: numbers numerically first, then everything else by description.
    static func ordered(_ a: PreferenceValue, _ b: PreferenceValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x < y
        case (.number, _): true
        case (_, .number): false
        default: a.description < b.description
        }
    }

    public var isNone: Bool { if case .none = self { true } else { false } }

    /// As Swift prints the value (`nil`, `3.0`, `(50.0, 50.0)`, `[0: (50.0, 50.0)]`); anchors print their global rect.
    public var description: String {
        switch self {
        case .none: "nil"
        case .bool(let b): String(b)
        case .number(let n): NumberFormat.decimal(CGFloat(n))
        case .string(let s): "\"\(s)\""
        case .size(let s): "(\(NumberFormat.decimal(s.width)), \(NumberFormat.decimal(s.height)))"
        case .point(let p): "(\(NumberFormat.decimal(p.x)), \(NumberFormat.decimal(p.y)))"
        case .rect(let r): Self.rectText(r)
        case .anchor(let a): a.description
        case .array(let a): "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let d): d.isEmpty ? "[:]" : "[" + d.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        }
    }

    static func rectText(_ r: CGRect) -> String {
        "(\(NumberFormat.decimal(r.minX)), \(NumberFormat.decimal(r.minY)), \(NumberFormat.decimal(r.width)), "
            + "\(NumberFormat.decimal(r.height)))"
    }
}

/// `Anchor<CGRect>` or `Anchor<CGPoint>`: a rect or point captured where a view was placed, stored in global
/// (canvas) coordinates as SwiftUI stores it (shared/spec/preferences.md §2.2); `GeometryProxy[anchor]` converts it
/// into a reader's space. Equal when the captured geometry is equal (SwiftUI: `Anchor: Equatable` since iOS 15).
public struct Anchor: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable { case rect, point }
    public var kind: Kind
    /// The rect (a point is a rect of zero size) in global coordinates.
    public var global: CGRect

    public init(kind: Kind, global: CGRect) { self.kind = kind; self.global = global }

    public var description: String {
        kind == .point ? "Anchor<CGPoint>(\(NumberFormat.decimal(global.minX)), \(NumberFormat.decimal(global.minY)))"
            : "Anchor<CGRect>\(PreferenceValue.rectText(global))"
    }
}

/// `Anchor<T>.Source`: what `.anchorPreference(key:value:transform:)` captures, in the view's own space.
public enum AnchorSource: Sendable, Hashable {
    /// `.bounds`: the view's rect `(0, 0, width, height)`.
    case bounds
    /// `.rect(CGRect)`: a rect in the view's space.
    case rect(CGRect)
    /// `.topLeading`, `.center`, ... and `.unitPoint(u)`: `(u.x·width, u.y·height)`.
    case unitPoint(UnitPoint)
    /// `.point(CGPoint)`: a point in the view's space.
    case point(CGPoint)

    /// The local rect for a view of `size`.
    func local(in size: CGSize) -> (Anchor.Kind, CGRect) {
        switch self {
        case .bounds: (.rect, CGRect(origin: .zero, size: size))
        case .rect(let r): (.rect, r)
        case .unitPoint(let u): (.point, CGRect(x: u.x * size.width, y: u.y * size.height, width: 0, height: 0))
        case .point(let p): (.point, CGRect(origin: p, size: .zero))
        }
    }
}
