import LayoutCore
import LayoutJSON

/// The environment flows down the view tree as in SwiftUI (docs/swift-source.md, "The environment"). Building a
/// custom view or applying a `ViewModifier` records it (`ViewValue.deferred`); once the whole tree is built, it is
/// resolved from the root down: each `body` / `body(content:)` runs with the environment of its place, its
/// `@Environment(\.key)`, `@Environment(T.self)` and `@EnvironmentObject` properties reading the preview's
/// defaults changed by every `.environment(\.key, value)`, `.environment(object)` and `.environmentObject(object)`
/// above it. A modifier's own view arguments (`.background { ... }`) see only the environment modifiers outside
/// it; the view it wraps sees all of them. GeometryReaders keep their environment for the views their content
/// closure builds later (`ViewValue.environment`).
extension Interpreter {
    /// The environment a preview starts with: an iPhone in portrait, light (docs/swift-source.md).
    static var defaultEnvironment: [String: Value] {
        func sym(_ n: String) -> Value { .symbol(Symbol(name: n, position: SourcePosition(line: 0, column: 0))) }
        return ["horizontalSizeClass": sym("compact"), "verticalSizeClass": sym("regular"), "colorScheme": sym("light"),
                "layoutDirection": sym("leftToRight"), "dynamicTypeSize": sym("large"), "isEnabled": .bool(true)]
    }

    /// `v` with every deferred body run in `env` and every environment modifier applied to what it wraps; the
    /// environment modifiers the format has no spelling for are removed (their effect is on the readers).
    func resolve(_ view: ViewValue, in environment: [String: Value]) throws(InputDiagnostic) -> ViewValue {
        var v = view
        var env = environment
        var kept: [ModifierValue] = []
        for m in v.modifiers.reversed() {
            var m = m
            m.arguments = try resolve(m.arguments, in: env)
            if let (key, value) = try environmentSetting(m) {
                env[key] = value
                if let lowered = Self.formatModifier(m, key: key) { kept.append(lowered) }
            } else {
                kept.append(m)
            }
        }
        v.modifiers = kept.reversed()
        v.arguments = try resolve(v.arguments, in: env)
        switch v.deferred {
        case .view(let instance)?:
            let shown = try nested(v.position) { () throws(InputDiagnostic) -> ViewValue in
                try resolve(try runBody(of: instance, in: env, at: v.position), in: env)
            }
            return Self.wrap(shown, in: v)
        case .modifier(let modifier, let content)?:
            let shown = try nested(v.position) { () throws(InputDiagnostic) -> ViewValue in
                try resolve(try runModifierBody(modifier, content, in: env, at: v.position), in: env)
            }
            return Self.wrap(shown, in: v)
        case nil:
            if let content = v.content {
                var resolved: [ViewValue] = []
                for c in content { resolved.append(try resolve(c, in: env)) }
                v.content = resolved
            }
            if v.geometry != nil { v.environment = env }
            return v
        }
    }

    private func resolve(_ arguments: [Argument], in env: [String: Value]) throws(InputDiagnostic) -> [Argument] {
        var out = arguments
        for i in out.indices {
            if case .view(let view) = out[i].value { out[i].value = .view(try resolve(view, in: env)) }
        }
        return out
    }

    /// What an environment modifier sets: `.environment(\.key, value)` → (key, value); `.environment(model)` and
    /// `.environmentObject(model)` → (the model's type, the model). Nil for other modifiers.
    private func environmentSetting(_ m: ModifierValue) throws(InputDiagnostic) -> (String, Value)? {
        switch (m.name, m.arguments.count) {
        case ("environment", 2):
            guard case .keyPath(let path) = m.arguments[0].value, let key = path.last else {
                throw error("environment(_:_:) takes a key path and a value, as .environment(\\.horizontalSizeClass, .regular)",
                            at: m.position)
            }
            return (key, m.arguments[1].value)
        case ("environment", 1), ("environmentObject", 1):
            switch m.arguments[0].value {
            case .object(let o): return (o.typeName, m.arguments[0].value)
            case .instance(let i): return (i.typeName, m.arguments[0].value)
            default:
                throw error("\(m.name)(_:) takes an object of a class declared in the inputs, got "
                            + m.arguments[0].value.typeDescription, at: m.arguments[0].position)
            }
        default:
            return nil
        }
    }

    /// The modifier an environment setting is in the format: `horizontalSizeClass` (read by AnyLayout conditions)
    /// stays `environment`, `\.font` is `font`; the rest have no effect of their own on a still frame.
    private static func formatModifier(_ m: ModifierValue, key: String) -> ModifierValue? {
        switch key {
        case "horizontalSizeClass": return m
        case "font": return ModifierValue(name: "font", arguments: [m.arguments[1]], id: m.id, position: m.position)
        default: return nil
        }
    }

    /// The deferred view's result with the deferred node's own modifiers, id and preview hints on top, as if they
    /// had been applied to it.
    private static func wrap(_ shown: ViewValue, in outer: ViewValue) -> ViewValue {
        var v = shown
        if let id = outer.id {
            if v.modifiers.isEmpty { v.id = id } else { v.modifiers[v.modifiers.count - 1].id = id }
        }
        v.modifiers += outer.modifiers
        v.previewHints.merge(outer.previewHints) { _, new in new }
        return v
    }

    /// A custom view's `body` in `env`: its environment properties read first.
    private func runBody(of instance: Value, in env: [String: Value], at p: SourcePosition) throws(InputDiagnostic)
        -> ViewValue {
        let saved = environment
        environment = env
        defer { environment = saved }
        let reading = withEnvironment(instance, env)
        guard let t = module.types[instance.typeDescription], let b = t.computed["body"] else {
            throw error("\(instance.typeDescription) conforms to View but has no `var body`", at: p)
        }
        let result = try callFunction(b, receiver: reading, [], b.node, Context(scope: module.globalScope))
        guard let v = asView(result) else {
            throw error("the body of \(t.name) is not a view (it is \(result.typeDescription))", at: p)
        }
        return v
    }

    /// A `ViewModifier`'s `body(content:)` in `env`.
    private func runModifierBody(_ modifier: Value, _ content: ViewValue, in env: [String: Value], at p: SourcePosition)
        throws(InputDiagnostic) -> ViewValue {
        let saved = environment
        environment = env
        defer { environment = saved }
        let reading = withEnvironment(modifier, env)
        guard case .instance(let i) = reading, let body = module.types[i.typeName]?.methods["body"]?.first else {
            throw error("modifier(_:) needs a ViewModifier declared in the inputs, got \(modifier.typeDescription)", at: p)
        }
        let result = try callFunction(body, receiver: reading, [Argument(label: "content", value: .view(content), position: p)],
                                      body.node, Context(scope: module.globalScope))
        guard let v = asView(result) else {
            throw error("the body of \(i.typeName) is not a view (it is \(result.typeDescription))", at: p)
        }
        return v
    }

    /// `value` with its environment properties set from `env` (a missing key reads nil).
    func withEnvironment(_ value: Value, _ env: [String: Value]) -> Value {
        guard case .instance(var i) = value, let t = module.types[i.typeName] else { return value }
        for p in t.stored {
            if let key = p.environmentKey { i.fields[p.name] = env[key] ?? .null }
        }
        return .instance(i)
    }
}
