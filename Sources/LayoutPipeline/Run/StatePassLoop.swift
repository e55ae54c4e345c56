import Foundation
import LayoutCore
import LayoutJSON

/// SwiftUI's update loop within one frame (docs/semantics.md §10.7), for every front end: lay out, run the
/// `onPreferenceChange` actions whose values changed (in tree order; the first value counts as a change), and if
/// they changed the state, build the view again with the new state and lay it out again, until a pass changes
/// nothing. Only the last pass is drawn. After `maxPasses` layouts that still change the state, the layout does not
/// settle: an error naming the action's location, its key, the state and its last two values.
public enum StatePassLoop {
    /// At most this many layouts per figure: OpenSwiftUI's `ViewGraph.updateOutputs` runs at most 8 transaction
    /// passes (shared/spec/preferences.md §3).
    public static let maxPasses = 8

    /// The settled result and the root it was laid out from. `layout` lays out one root (and may trace it).
    public static func run(_ document: ViewDocument, label: String,
                           layout: (ViewNode) -> LayoutResult) throws(PipelineError) -> (result: LayoutResult, root: ViewNode) {
        guard let stateful = document.state else { return (layout(document.root), document.root) }
        var state = stateful.initial
        var root = document.root
        var delivered: [String: PreferenceValue] = [:]
        var passes: [StatePass] = []
        for number in 1...maxPasses {
            var result = layout(root)
            var pass = StatePass(number: number, state: state)
            var next = state
            var changedBy: [String: PreferenceObservation] = [:]
            for observation in result.observations {
                // An absent value creates no observer; an unchanged one does not fire (§10.4).
                guard let value = observation.value, delivered[observation.identity] != value else { continue }
                delivered[observation.identity] = value
                pass.delivered.append(StatePass.Delivery(key: observation.observer.key.name,
                                                         location: observation.observer.location, value: value))
                let before = next
                switch observation.observer.perform(value, next) {
                case .success(let s): next = s
                case .failure(let e): throw PipelineError(e.message)
                }
                for (name, v) in next.entries where before[name] != v { changedBy[name] = observation }
            }
            pass.changes = state.entries.compactMap { old in
                guard let new = next[old.name], new != old.value else { return nil }
                return StatePass.Change(name: old.name, old: old.value, new: new)
            }
            passes.append(pass)
            if pass.changes.isEmpty {
                result.passes = passes
                return (result, root)
            }
            if number == maxPasses, let change = pass.changes.first, let by = changedBy[change.name] {
                // A cycle of two values, or values that keep changing (growing, shrinking).
                let before = passes.count > 1 ? passes[passes.count - 2].state[change.name] : nil
                let pattern = before == change.new ? "it alternates between these two values"
                    : "it changes in every pass"
                throw PipelineError("\(by.observer.location): the layout does not settle: after \(maxPasses) passes "
                                    + "onPreferenceChange(\(by.observer.key.name)) still changes state "
                                    + "\"\(change.name)\", from \(change.old) to \(change.new) (\(pattern)); an action "
                                    + "must reach a value that gives the same preference again (docs/semantics.md §10.7)")
            }
            state = next
            do {
                root = try stateful.rebuild(state)
            } catch {
                throw PipelineError("\(error.description) (in pass \(number + 1), with state \(state))")
            }
        }
        throw PipelineError.about(label, "the layout does not settle after \(maxPasses) passes")
    }
}
