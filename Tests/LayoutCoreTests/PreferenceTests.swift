import Foundation
import LayoutCore
import Testing

/// The engine's preference collection (docs/semantics.md §10.2–10.6), on trees built in code.
@Suite("Preferences in the engine")
struct PreferenceTests {
    let key = PreferenceKeySpec(name: "K", defaultValue: .array([]), reduce: .append)

    func writer(_ v: Int) -> ViewNode {
        color().frame(width: 10, height: 10).modifier(.preference(PreferenceWriter(key: key, write: .value(.array([.number(Double(v))])),
                                                                                  description: "w\(v)")))
    }

    func observed(_ root: ViewNode) -> ViewNode {
        root.modifier(.onPreferenceChange(PreferenceObserver(key: key, location: "here", description: "o") { _, s in .success(s) }))
    }

    @Test("reduce is called once per further present value, in order, seeded with the first (not the default)")
    func reduceCalls() {
        let calls = CallLog()
        let counting = PreferenceKeySpec(name: "C", defaultValue: .number(100), reduce: .custom(.init("log") { a, b in
            calls.append("\(a)+\(b)")
            if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
            return a
        }))
        func w(_ v: Double) -> ViewNode {
            color().modifier(.preference(PreferenceWriter(key: counting, write: .value(.number(v)), description: "c\(v)")))
        }
        let result = LayoutEngine(measurer: BoxFont()).layout(hstack([w(1), color(), w(2), w(3)]), canvas: CGSize(width: 100, height: 10))
        #expect(result.preferences[counting] == .number(6))
        #expect(calls.entries == ["1+2", "3+3"])
        calls.entries = []
        let single = LayoutEngine(measurer: BoxFont()).layout(hstack([w(5), color()]), canvas: CGSize(width: 100, height: 10))
        #expect(single.preferences[counting] == .number(5))
        #expect(calls.entries.isEmpty)
    }

    @Test("an observer of an absent key records no value; a retained layout reports each pass's observations only")
    func observations() {
        let absent = LayoutEngine(measurer: BoxFont()).layout(observed(color()), canvas: CGSize(width: 20, height: 20))
        #expect(absent.observations.count == 1 && absent.observations[0].value == nil)
        let retained = RetainedLayout(engine: LayoutEngine(measurer: BoxFont()), root: observed(vstack([writer(1), writer(2)])))
        _ = retained.layout(canvas: CGSize(width: 50, height: 50))
        let again = retained.layout(canvas: CGSize(width: 60, height: 50))
        #expect(again.observations.count == 1)
        #expect(again.observations[0].value == .array([.number(1), .number(2)]))
    }
}

final class CallLog: @unchecked Sendable {
    var entries: [String] = []
    func append(_ s: String) { entries.append(s) }
}
