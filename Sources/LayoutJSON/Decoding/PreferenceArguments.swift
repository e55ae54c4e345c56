import Foundation
import LayoutCore

/// The preference modifiers (docs/format.md, "Preferences and state"):
///
///     {"preference": {"key": "WidthKey", "value": "proxy.size.width"}}
///     {"transformPreference": {"key": "K", "transform": "value + 1"}}
///     {"anchorPreference": {"key": "BoundsKey", "value": "bounds", "transform": "selected == i ? anchor : nil"}}
///     {"onPreferenceChange": {"key": "WidthKey", "perform": {"width": "value"}}}
///     {"overlayPreferenceValue": {"key": "BoundsKey", "as": "anchor", "alignment": "center", "content": VIEW}}
///     {"backgroundPreferenceValue": ...}, {"coordinateSpace": "stack"}
///
/// Values are expressions over the names in scope (ForEach, GeometryReader, the document's state) and, in a
/// transform, `value` or `anchor`; a handler's assignments see `value` and the state.
extension TreeDecoder {
    static let preferenceModifiers = ["preference", "transformPreference", "anchorPreference", "onPreferenceChange",
                                      "overlayPreferenceValue", "backgroundPreferenceValue", "coordinateSpace"]

    /// The anchor sources `anchorPreference` takes by name (`Anchor<CGRect>.Source.bounds`, the unit points).
    static let anchorSources: [(String, AnchorSource)] = [("bounds", .bounds)]
        + UnitPoint.named.map { ($0.0, AnchorSource.unitPoint($0.1)) }

    /// An anchor source: a name (`bounds`, a unit point), or `{"rect": {x, y, width, height}}`,
    /// `{"point": {x, y}}` or `{"unitPoint": NAME or {x, y}}` (SwiftUI's `.rect(CGRect)`, `.point(CGPoint)`,
    /// `.unitPoint(UnitPoint)`, all in the view's own space).
    func anchorSource(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> AnchorSource {
        let c = context
        if v.string != nil { return try c.choice(v, p, what: "anchor source", Self.anchorSources) }
        let expected = "an anchor source name, {\"rect\": {x, y, width, height}}, {\"point\": {x, y}} or {\"unitPoint\": ...}"
        let a = try Arguments(v, p, allowed: ["rect", "point", "unitPoint"], owner: "anchor source", expected: expected, c)
        guard a.present(["rect", "point", "unitPoint"]).count == 1 else { throw c.typeError(expected: expected, v, p) }
        func number(_ o: Arguments, _ k: String) throws(InputError) -> CGFloat {
            try c.length(try o.required(k, c, owner: "anchor source"), o.path(k))
        }
        if let r = a["rect"] {
            let o = try Arguments(r, a.path("rect"), allowed: ["x", "y", "width", "height"], owner: "rect",
                                  expected: "{x, y, width, height}", c)
            return .rect(CGRect(x: try number(o, "x"), y: try number(o, "y"), width: try number(o, "width"),
                                height: try number(o, "height")))
        }
        if let q = a["point"] {
            let o = try Arguments(q, a.path("point"), allowed: ["x", "y"], owner: "point", expected: "{x, y}", c)
            return .point(CGPoint(x: try number(o, "x"), y: try number(o, "y")))
        }
        guard let u = a["unitPoint"] else { throw c.typeError(expected: expected, v, p) }
        return .unitPoint(try c.unitPoint(u, a.path("unitPoint"), what: "unit point"))
    }

    @inline(never)
    func preferenceModifierKind(_ entry: ModifierObject, level: Int) throws(InputError) -> NodeKind? {
        let v = entry.arguments, p = entry.path
        switch entry.name {
        case "coordinateSpace":
            if v.kind == .object {
                let a = try Arguments(v, p, allowed: ["name"], owner: "coordinateSpace", context)
                return .coordinateSpace(try context.string(a.required("name", context, owner: "coordinateSpace"), a.path("name")))
            }
            return .coordinateSpace(try context.string(v, p))
        case "preference":
            let a = try Arguments(v, p, allowed: ["key", "value"], owner: entry.name, context)
            let key = try preferenceKey(a, owner: entry.name)
            let value = try context.preferenceValue(try a.required("value", context, owner: entry.name), a.path("value"))
            return .preference(PreferenceWriter(key: key, write: .value(value),
                                                description: "preference(\(key.name), \(value))"))
        case "transformPreference":
            let a = try Arguments(v, p, allowed: ["key", "transform"], owner: entry.name, context)
            let key = try preferenceKey(a, owner: entry.name)
            let f = try closure(a, "transform", owner: entry.name, binding: "value", stand: key.defaultValue,
                                fallback: { $0 })
            return .preference(PreferenceWriter(key: key, write: .transform(f.body), description: f.description))
        case "anchorPreference":
            let a = try Arguments(v, p, allowed: ["key", "value", "transform"], owner: entry.name, context)
            let key = try preferenceKey(a, owner: entry.name)
            let sv = try a.required("value", context, owner: entry.name)
            let source = try anchorSource(sv, a.path("value"))
            let stand = PreferenceValue.anchor(Anchor(kind: .rect, global: .zero))
            let f = try closure(a, "transform", owner: entry.name, binding: "anchor", stand: stand,
                                fallback: { $0 })
            return .preference(PreferenceWriter(key: key, write: .anchor(source, { f.body(.anchor($0)) }),
                                                description: "\(sv.string ?? "")|" + f.description))
        case "onPreferenceChange":
            return .onPreferenceChange(try observer(entry))
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            return .preferenceLayer(try preferenceLayer(entry, level: level))
        default:
            return nil
        }
    }

    /// `"key"`: a key the document declares.
    private func preferenceKey(_ a: Arguments, owner: String) throws(InputError) -> PreferenceKeySpec {
        try context.preferenceKey(try a.required("key", context, owner: owner), a.path("key"))
    }

    /// A transform expression over `binding` (checked now with `stand` for it); a missing transform is `fallback`.
    private func closure(_ a: Arguments, _ label: String, owner: String, binding: String, stand: PreferenceValue,
                         fallback: @escaping @Sendable (PreferenceValue) -> PreferenceValue) throws(InputError)
        -> (description: String, body: @Sendable (PreferenceValue) -> PreferenceValue) {
        guard let tv = a[label] else { return ("\(owner)@\(a.value.position.line):\(a.value.position.column)", fallback) }
        let tp = a.path(label)
        guard tv.string != nil else { throw context.typeError(expected: "an expression over \"\(binding)\"", tv, tp) }
        let scope = context.scope, alignments = context.alignments, file = context.file
        _ = try context.preferenceValue(tv, tp, binding: (binding, .value(stand, isDynamic: true)))
        let source = tv.string ?? ""
        let description = "\(owner)@\(tv.position.line):\(tv.position.column) \(source) [\(scope.description)]"
        return (description, { value in
            let c = DecodeContext(file: file, baseDirectory: "")
            c.alignments = alignments
            c.scope = scope
            // Checked when read; a failure at layout time (a value of another type) gives the key's value nil.
            return (try? c.preferenceValue(tv, tp, binding: (binding, .value(value)))) ?? .none
        })
    }

    /// `{"key": K, "perform": {"state": EXPRESSION, ...}}`: each state set in order, `value` the new value.
    private func observer(_ entry: ModifierObject) throws(InputError) -> PreferenceObserver {
        let a = try Arguments(entry.arguments, entry.path, allowed: ["key", "perform"], owner: entry.name, context)
        let key = try preferenceKey(a, owner: entry.name)
        let pv = try a.required("perform", context, owner: entry.name), pp = a.path("perform")
        let members = try context.members(pv, pp, expected: "an object of state assignments {\"state\": EXPRESSION}")
        let stateNames = context.stateNames
        for m in members where !stateNames.contains(m.key) {
            let hint = stateNames.isEmpty ? "; declare it in the document's \"state\"" : Suggestion.hint(for: m.key, in: stateNames)
            throw context.error("unknown state \(Quote.json(m.key))" + hint, at: m.keyPosition, pp.key(m.key))
        }
        // Checked with stand-ins: the state's values and `value` change from pass to pass.
        let outer = context.scope
        var standIns = outer
        for name in stateNames {
            if case .value(let v, _)? = outer[name] { standIns = standIns.binding(name, to: .value(v, isDynamic: true)) }
        }
        context.scope = standIns
        defer { context.scope = outer }
        for m in members {
            _ = try context.preferenceValue(m.value, pp.key(m.key), binding: ("value", .value(key.defaultValue, isDynamic: true)))
        }
        let scope = outer, alignments = context.alignments, file = context.file
        let position = entry.arguments.position
        let location = "\(file):\(position.line):\(position.column): \(entry.path)"
        let assignments = members.map { ($0.key, $0.value) }
        return PreferenceObserver(key: key, location: location,
                                  description: "onPreferenceChange(\(key.name))@\(location) [\(scope.description)]") { value, state in
            var state = state
            for (name, expression) in assignments {
                let c = DecodeContext(file: file, baseDirectory: "")
                c.alignments = alignments
                var s = scope
                for (n, v) in state.entries { s = s.binding(n, to: .value(v)) }
                c.scope = s
                do throws(InputError) {
                    state[name] = try c.preferenceValue(expression, pp.key(name), binding: ("value", .value(value)))
                } catch {
                    return .failure(PreferenceActionError(error.description))
                }
            }
            return .success(state)
        }
    }

    /// The layer's content is kept as JSON and decoded at placement with the value bound (like a GeometryReader's);
    /// checked now with the key's default value.
    private func preferenceLayer(_ entry: ModifierObject, level: Int) throws(InputError) -> PreferenceLayer {
        let a = try Arguments(entry.arguments, entry.path, allowed: ["key", "as", "alignment", "content"],
                              owner: entry.name, context)
        let key = try preferenceKey(a, owner: entry.name)
        var name = "value"
        if let n = a["as"] { name = try variableName(n, a.path("as")) }
        var alignment = Alignment.center
        if let al = a["alignment"] { alignment = try context.alignment(al, a.path("alignment")) }
        let cv = try a.required("content", context, owner: entry.name), cp = a.path("content")
        let items: [JSONValue]
        if let list = cv.elements { items = list } else if cv.kind == .object { items = [cv] } else {
            throw context.typeError(expected: "a view or an array of views", cv, cp)
        }
        let source = GeometryContentSource(
            items: items, path: cp, isSingle: cv.elements == nil, scope: context.scope, proxyName: name,
            alignments: context.alignments, preferenceKeys: context.preferenceKeys, file: context.file,
            baseDirectory: context.baseDirectory, level: level + 1, geometryDepth: context.geometryDepth)
        if !context.contentChecked { _ = try source.decode(binding: .value(key.defaultValue, isDynamic: true), context) }
        let position = entry.arguments.position
        let description = "\(entry.name)@\(position.line):\(position.column) [\(source.scope.description)]"
        return PreferenceLayer(key: key, alignment: alignment, isBackground: entry.name == "backgroundPreferenceValue",
                               description: description) { value in
            (try? source.decode(binding: .value(value, isDynamic: true))) ?? []
        }
    }
}

extension DecodeContext {
    /// A declared preference key, by name, or declared here: `{"name": "K", "defaultValue": ..., "reduce": ...}`
    /// (the same name declared twice must be declared alike).
    func preferenceKey(_ v: JSONValue, _ p: JSONPath) throws(InputError) -> PreferenceKeySpec {
        if v.kind == .object {
            let a = try Arguments(v, p, allowed: ["name", "defaultValue", "reduce", "type"], owner: "preference key", self)
            let name = try string(a.required("name", self, owner: "preference key"), a.path("name"))
            let key = try DocumentDecoder.preferenceKey(named: name, v, p, self, extra: ["name"])
            if let known = preferenceKeys.first(where: { $0.name == name }) {
                guard known.defaultValue == key.defaultValue, known.reduce == key.reduce else {
                    throw error("preference key \(Quote.json(name)) is declared differently elsewhere", v, p)
                }
                return known
            }
            preferenceKeys.append(key)
            return key
        }
        let name = try string(v, p)
        if let key = preferenceKeys.first(where: { $0.name == name }) { return key }
        let names = preferenceKeys.map(\.name)
        let hint = names.isEmpty ? "; declare it in the document's \"preferences\"" : Suggestion.hint(for: name, in: names)
        throw error("unknown preference key \(Quote.json(name))" + hint, v, p)
    }

    /// The names of the document's state, from the scope.
    var stateNames: [String] { scope.stateNames }

    /// A value: `null`, `true`/`false`, a number, or an expression string (with `binding` added to the scope).
    func preferenceValue(_ v: JSONValue, _ p: JSONPath, binding: (String, ScopeValue)? = nil) throws(InputError)
        -> PreferenceValue {
        if v.isNull { return .none }
        if let n = v.number { return .number(n) }
        if let b = v.bool { return .bool(b) }
        guard let s = v.string else {
            throw typeError(expected: "a value (null, true, false, a number or an expression)", v, p)
        }
        var c = compiler
        if let binding { c.scope = c.scope.binding(binding.0, to: binding.1) }
        do {
            let e = try c.compile(s)
            if e.isDynamic, (try? e.evaluate()) == nil { return .none }
            return try ValueOperations.value(try e.evaluate(), 0)
        } catch {
            throw expressionError(error, v, p)
        }
    }
}
