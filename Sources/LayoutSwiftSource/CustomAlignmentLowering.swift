import LayoutCore
import LayoutJSON

/// The document's `"alignments"` for the custom `AlignmentID`s the source uses: each with its axis and its
/// `defaultValue(in:)`, run once with `d` standing for the dimensions (an expression of the format).
enum CustomAlignmentLowering {
    static func alignments(_ it: Interpreter, at p: SourcePosition) throws(InputDiagnostic) -> TreeValue? {
        let used = it.module.customAlignments
        guard !used.isEmpty else { return nil }
        var members: [(key: String, value: TreeValue)] = []
        let lowering = Lowering(interpreter: it)
        for (name, entry) in used.sorted(by: { $0.key < $1.key }) {
            guard let f = it.module.types[entry.id]?.staticMethods["defaultValue"]?.first else {
                throw it.error("alignment \(entry.id) has no static func defaultValue(in:)", at: p)
            }
            let value = try it.callFunction(f, receiver: .type(entry.id),
                                            [Argument(label: "in", value: .expression("d", isInt: false), position: p)],
                                            f.node, Context(scope: it.module.globalScope))
            members.append((name, TreeValue(.object([("axis", TreeValue(.string(entry.axis), at: p)),
                                                     ("default", try lowering.value(value, at: p))]), at: p)))
        }
        return TreeValue(.object(members), at: p)
    }
}
