import LayoutCore
import LayoutJSON

/// The values the interpreter computes with (docs/swift-source.md, "The language subset"). Swift's static
/// types are approximated dynamically: Int and Double (CGFloat is a Double) keep their kinds, whole literals
/// take the type of what they meet; structs are values, classes (model objects) references.
indirect enum Value {
    case void
    case null
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    case dictionary([(key: Value, value: Value)])
    case tuple([(label: String?, value: Value)])
    /// `lower..<upper` (a closed range is stored half-open), or `lower...` / `...upper` for lineLimit.
    case range(lower: Int?, upper: Int?, closed: Bool)
    case instance(Instance)
    case object(ObjectBox)
    case enumCase(EnumCase)
    case view(ViewValue)
    case closure(Closure)
    /// A method of a value, not yet called (`item.describe`).
    case boundMethod(receiver: Value, method: FunctionDecl)
    /// A type used as a value: `Color`, `MyEnum`, `Font`.
    case type(String)
    /// A SwiftUI (or CoreGraphics) value the interpreter does not compute with: `.leading`, `Color.teal`,
    /// `.degrees(45)`, `Font.title.bold()`, `EdgeInsets(top: 1)`, `GridItem(.flexible())`. Lowered by name.
    case symbol(Symbol)
    /// A value known only at layout time, as an expression of the JSON format (`proxy.size.width / 2`,
    /// `d[.trailing] - 10`): the closure's parameter is bound to such a value while it is lowered.
    case expression(String, isInt: Bool)
    /// A string interpolating layout-time values: the JSON format's `"\\(proxy.size.width) wide"`.
    case template(String)
    /// `\.self`, `\.id`.
    case keyPath([String])
    /// A real layout-time value (a GeometryReader's proxy while its content is computed for its size).
    case proxy(GeometryProxy)
    /// Real dimensions (an `alignmentGuide` closure or a custom alignment's `defaultValue(in:)` run during layout).
    case dimensions(ViewDimensions)
    /// A subview's spacing preferences (`subviews[i].spacing`), for `distance(to:along:)`.
    case viewSpacing(ViewSpacing)
    /// A custom layout's subviews, and one of them (layout time).
    /// `pass` keeps the layout pass the subviews belong to alive while the value lives (a value can outlive the
    /// call that made it: kept in a variable, a cache), so a stale subview answers from its old pass.
    case subviews(LayoutSubviews, pass: AnyObject)
    case subview(LayoutSubview, pass: AnyObject)

    var typeDescription: String {
        switch self {
        case .void: "Void"
        case .null: "nil"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .tuple: "a tuple"
        case .range: "a range"
        case .instance(let i): i.typeName
        case .object(let o): o.typeName
        case .enumCase(let e): e.typeName
        case .view(let v): v.type
        case .closure, .boundMethod: "a function"
        case .type(let t): "\(t).Type"
        case .symbol(let s): s.description
        case .expression, .template: "a layout-time value"
        case .keyPath: "a key path"
        case .proxy: "GeometryProxy"
        case .dimensions: "ViewDimensions"
        case .viewSpacing: "ViewSpacing"
        case .subviews: "LayoutSubviews"
        case .subview: "LayoutSubview"
        }
    }
}

/// A struct value declared in the inputs.
struct Instance {
    var typeName: String
    var fields: [String: Value]
}

/// An instance of a class declared in the inputs (`@Observable`/`ObservableObject` models).
final class ObjectBox {
    let typeName: String
    var fields: [String: Value]
    init(typeName: String, fields: [String: Value]) {
        self.typeName = typeName
        self.fields = fields
    }
}

struct EnumCase {
    var typeName: String
    var name: String
    var payload: [(label: String?, value: Value)]
}

/// A SwiftUI value kept by name. `base` is the type it was reached through (`Color` in `Color.teal`; nil for
/// an implicit member `.teal`); `name` nil for an initializer (`EdgeInsets(top: 1)`); `arguments` nil when not
/// called; `chain` the methods called on it (`.bold()` in `.title.bold()`).
struct Symbol: CustomStringConvertible {
    var base: String?
    var name: String?
    var arguments: [Argument]?
    var chain: [(name: String, arguments: [Argument])] = []
    var position: SourcePosition

    var description: String {
        var s = (base ?? "") + (name.map { "." + $0 } ?? "")
        if arguments != nil { s += "(...)" }
        for c in chain { s += ".\(c.name)(...)" }
        return s
    }
}

/// One argument of a call, as written.
struct Argument {
    var label: String?
    var value: Value
    var position: SourcePosition
}

/// A closure: its syntax and the scope it was written in.
struct Closure {
    var parameters: [String]
    var body: ClosureBody
    var scope: Scope
    var selfValue: Value?
    var position: SourcePosition
}

/// A view built by the source, before lowering to the format's VIEW: a SwiftUI view with its arguments (and its
/// content, for containers) and the modifiers applied to it, in order.
struct ViewValue {
    var type: String
    var arguments: [Argument]
    /// The views of a container's or Group's content.
    var content: [ViewValue]?
    var modifiers: [ModifierValue] = []
    var id: String?
    var position: SourcePosition
    /// A GeometryReader whose content needs the interpreter at layout time (see `GeometryLowering`).
    var geometry: Closure?
    /// A custom `Layout` of the source laying out `content` (`FlowLayout(spacing: 4) { ... }`).
    var customLayout: Value?
    /// `.previewLayout`, `.previewDevice`, `.previewDisplayName`, `.previewInterfaceOrientation`: read by previews,
    /// no effect on the view.
    var previewHints: [String: Value] = [:]
    /// A custom view or `ViewModifier` whose body runs once the environment it is placed in is known
    /// (`EnvironmentResolution`); nil for a SwiftUI view.
    var deferred: DeferredBody?
    /// A GeometryReader's environment, for the views its content closure builds (set by `EnvironmentResolution`).
    var environment: [String: Value]?
    /// A Label a closer `.labelStyle(.titleAndIcon)` kept as it is: styles further out leave it alone.
    var labelStyled = false
}

/// What a deferred view runs: a custom view's `body`, or a `ViewModifier`'s `body(content:)` with its content.
indirect enum DeferredBody {
    case view(Value)
    case modifier(Value, content: ViewValue)
}

struct ModifierValue {
    var name: String
    var arguments: [Argument]
    var id: String?
    var position: SourcePosition
}
