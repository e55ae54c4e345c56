import Foundation
import LayoutCore

/// The state passes of `layoutviz explain` (docs/explain.md, "State passes"): per pass, the state it was built
/// with, the `onPreferenceChange` actions that ran after it with the values they received, and the state they
/// changed; the negotiation that follows is the last pass's (the one drawn).
public enum ExplainPasses {
    /// Text lines (empty without state).
    public static func text(_ passes: [StatePass]) -> String {
        guard !passes.isEmpty else { return "" }
        var out = ""
        for p in passes {
            out += "Pass \(p.number) (\(p.state.entries.isEmpty ? "no state" : p.state.description)):\n"
            if p.delivered.isEmpty { out += "  no preference changed\n" }
            for d in p.delivered {
                out += "  onPreferenceChange(\(d.key)) at \(d.location) received \(d.value)\n"
            }
            for c in p.changes { out += "  state \(c.name): \(c.old) -> \(c.new)\n" }
            if p.changes.isEmpty { out += "  settled: the negotiation below is pass \(p.number)'s\n" }
        }
        return out + "\n"
    }

    /// `"passes": [...]` members for the JSON form (nil without state).
    public static func json(_ passes: [StatePass]) -> String? {
        guard !passes.isEmpty else { return nil }
        func q(_ s: String) -> String { Quote.jsonString(s) }
        let items = passes.map { p in
            let state = p.state.entries.map { "\(q($0.name)): \(q($0.value.description))" }.joined(separator: ", ")
            let delivered = p.delivered.map { "{\"key\": \(q($0.key)), \"location\": \(q($0.location)), \"value\": \(q($0.value.description))}" }
            let changes = p.changes.map { "{\"state\": \(q($0.name)), \"old\": \(q($0.old.description)), \"new\": \(q($0.new.description))}" }
            return "    {\"pass\": \(p.number), \"state\": {\(state)}, \"delivered\": [\(delivered.joined(separator: ", "))], "
                + "\"changes\": [\(changes.joined(separator: ", "))]}"
        }
        return "  \"passes\": [\n" + items.joined(separator: ",\n") + "\n  ],\n"
    }
}
