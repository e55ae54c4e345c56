import LayoutCore
import LayoutJSON
import SwiftSyntax

/// An `onPreferenceChange` action the format cannot hold (docs/swift-source.md, "Preferences and state"): a `guard`
/// or loop over the new value, or a method, as the article's `perform: self.computeOffsets`. After each pass it runs
/// in the figure's interpreter with real values: the delivered value is its argument, and `self` is the view with
/// its `@State` properties at the pass's state; the state properties it set are the new state. A failure is the
/// pass loop's one-line error at the action.
enum InterpretedObserver {
    /// The action, used only under the figure's interpreter lock (`LayoutTimeShared.run`).
    private struct Action: @unchecked Sendable { let value: Value }

    static func observer(_ o: PreferenceObserver, _ value: Value, _ shared: LayoutTimeShared) -> PreferenceObserver {
        let action = Action(value: value)
        return PreferenceObserver(key: o.key, location: o.location, description: o.description) { value, state in
            var next = state
            var failure: String?
            _ = shared.run(.void) { (it: Interpreter) throws(InputDiagnostic) -> Value in
                do throws(InputDiagnostic) {
                    next = try run(action.value, value, state, it)
                } catch {
                    failure = it.module.resolve(error).description
                }
                return .void
            }
            if let failure { return .failure(PreferenceActionError(failure)) }
            return .success(next)
        }
    }

    /// The state after `action` ran with `value`, from `state`.
    static func run(_ action: Value, _ value: PreferenceValue, _ state: StateValues, _ it: Interpreter)
        throws(InputDiagnostic) -> StateValues {
        /// `self` with its state properties at the pass's values.
        func withState(_ v: Value?) -> Value? {
            guard case .instance(var i)? = v else { return v }
            for (name, s) in state.entries {
                guard let field = i.fields[name] else { continue }
                var isInt = false
                if case .expression(_, let flag) = field { isInt = flag }
                if let c = Interpreter.value(s, isInt: isInt) { i.fields[name] = c }
            }
            return .instance(i)
        }
        let ctx: Context
        let p: SourcePosition
        switch action {
        case .closure(let c):
            p = c.position
            ctx = Context(scope: Scope(parent: c.scope), selfValue: withState(c.selfValue), isBuilder: false)
            let argument = try real(value, it, at: p)
            ctx.scope.declare(c.parameters.first ?? "$0", argument)
            _ = try it.nested(p, in: c.body.file) { () throws(InputDiagnostic) -> Value in
                try it.runBody(c.body.statements, ctx)
            }
        case .boundMethod(let receiver, let f):
            let saved = it.file
            it.file = f.file
            p = it.position(f.node)
            it.file = saved
            ctx = Context(scope: Scope(parent: it.module.globalScope), selfValue: withState(receiver), isBuilder: false)
            let argument = Argument(label: f.parameters.first?.label, value: try real(value, it, at: p), position: p)
            _ = try it.nested(p, in: f.file) { () throws(InputDiagnostic) -> Value in
                try it.bind(f.parameters, [argument], into: ctx, callee: f.name, f.node)
                guard let body = f.body else { return .void }
                return try it.runBody(body, ctx)
            }
        default:
            return state
        }
        guard case .instance(let i)? = ctx.selfValue else { return state }
        var next = state
        for (name, _) in state.entries {
            guard let v = i.fields[name] else { continue }
            if case .expression = v { continue }
            guard let s = Interpreter.preferenceValue(v) else {
                throw it.error("onPreferenceChange set the state \"\(name)\" to \(v.typeDescription), which a state "
                               + "cannot hold (numbers, Bools, strings, sizes, points, arrays and dictionaries of them)",
                               at: p)
            }
            next[name] = s
        }
        return next
    }

    /// The delivered value as the interpreter's.
    private static func real(_ value: PreferenceValue, _ it: Interpreter, at p: SourcePosition) throws(InputDiagnostic) -> Value {
        guard let v = Interpreter.value(value, isInt: false) else {
            throw it.error("onPreferenceChange: an action the interpreter runs cannot receive an anchor", at: p)
        }
        return v
    }
}
