import Foundation
import LayoutCore
import LayoutJSON
import SwiftSyntax

/// A `Layout` written in the source (`struct FlowLayout: Layout { func sizeThatFits(...); func placeSubviews(...) }`),
/// laid out through LayoutCore's `Layout` protocol: the engine calls it like any layout, and it runs the
/// source's methods in the interpreter with `LayoutSubviews`, `ProposedViewSize`, `CGRect` and the cache as
/// values (docs/swift-source.md, "Custom layouts"). An error at layout time makes the layout size 0 x 0 and place
/// nothing; the first one is kept in `errors` and reported by the caller (the frame dump still shows the node).
struct InterpretedLayout: Layout, @unchecked Sendable, CustomStringConvertible {
    typealias Cache = InterpretedLayoutCache

    let shared: LayoutTimeShared
    let instance: Value
    let typeName: String
    let valueDescription: String

    var description: String { "\(typeName)(\(valueDescription))" }

    private func method(_ name: String) -> FunctionDecl? {
        shared.interpreter.module.types[typeName]?.methods[name]?.first
    }

    func makeCache(subviews: Subviews) -> Cache {
        let cache = InterpretedLayoutCache()
        guard let f = method("makeCache") else { return cache }
        cache.value = shared.run(.null) { it throws(InputDiagnostic) in
            try it.callFunction(f, receiver: instance, [Self.argument("subviews", .subviews(subviews, pass: subviews.pass), f)], f.node,
                                Context(scope: it.module.globalScope))
        }
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let f = method("sizeThatFits") else { return .zero }
        let box = cache
        let result = shared.run(.null) { it throws(InputDiagnostic) in
            let size = try callWithCache(it, f, [Self.argument("proposal", GeometryValues.proposal(proposal), f),
                                                 Self.argument("subviews", .subviews(subviews, pass: subviews.pass), f)], box)
            guard let s = GeometryValues.size(size), s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
                throw it.error("\(typeName).sizeThatFits returned \(Self.describe(size)); it must return a CGSize with "
                               + "finite sizes of at least 0", at: f.node, in: f.file)
            }
            return size
        }
        return GeometryValues.size(result) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let f = method("placeSubviews") else { return }
        let box = cache
        _ = shared.run(.null) { it throws(InputDiagnostic) in
            try callWithCache(it, f, [Self.argument("in", GeometryValues.rect(bounds), f),
                                      Self.argument("proposal", GeometryValues.proposal(proposal), f),
                                      Self.argument("subviews", .subviews(subviews, pass: subviews.pass), f)], box)
        }
    }

    /// Runs a method whose `cache:` parameter is `inout`: the value it leaves is kept for the next call.
    private func callWithCache(_ it: Interpreter, _ f: FunctionDecl, _ args: [Argument], _ cache: InterpretedLayoutCache)
        throws(InputDiagnostic) -> Value {
        try it.nested(f.node, in: f.file) { () throws(InputDiagnostic) -> Value in
            let ctx = Context(scope: Scope(parent: it.module.globalScope), selfValue: instance, isBuilder: false)
            var all = args
            if let p = f.parameters.first(where: { $0.label == "cache" }) {
                all.append(Argument(label: p.label, value: cache.value, position: it.position(f.node)))
            }
            try it.bind(f.parameters, all, into: ctx, callee: f.name, f.node)
            let result = try it.runBody(f.body ?? [], ctx)
            if let p = f.parameters.first(where: { $0.label == "cache" }), let v = ctx.scope.lookup(p.name) { cache.value = v }
            return result
        }
    }

    private static func describe(_ v: Value) -> String {
        guard let s = GeometryValues.size(v) else { return v.typeDescription }
        return "CGSize(width: \(Interpreter.swiftDescription(Double(s.width))), height: \(Interpreter.swiftDescription(Double(s.height))))"
    }

    private static func argument(_ label: String, _ v: Value, _ f: FunctionDecl) -> Argument {
        Argument(label: label, value: v, position: SourcePosition(line: 0, column: 0))
    }
}

/// The cache of an interpreted layout: whatever `makeCache` returned, updated by the methods' `inout cache`.
final class InterpretedLayoutCache: @unchecked Sendable {
    var value: Value = .null
}

/// The interpreter a document's layout-time code runs in (GeometryReader content, custom layouts), under the
/// module's recursive lock (a layout's `subviews[i].sizeThatFits` may run another interpreted layout, and other
/// figures of the same module may be laid out at the same time on other threads), and the first error seen
/// during layout.
final class LayoutTimeShared: @unchecked Sendable {
    let interpreter: Interpreter
    let alignments: TreeValue?
    private var lock: NSRecursiveLock { interpreter.module.lock }
    private var depth = 0
    private var recorded: [InputDiagnostic] = []
    /// The errors seen during layout (the first one only: after it nothing runs).
    var errors: [InputDiagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
    private var deadline: Date?
    /// Set when the document has nodes only this interpreter lays out (custom layouts, layout values, readers).
    var hasPatches = false

    init(interpreter: Interpreter, alignments: TreeValue?) {
        self.interpreter = interpreter
        self.alignments = alignments
        interpreter.layoutTime = self
    }

    /// Runs `body` with the interpreter (a fresh step budget for each outermost call; one deadline for all the
    /// figure's layout-time code); an error gives `fallback`, and after the first error nothing runs any more.
    func run(_ fallback: Value, _ body: (Interpreter) throws(InputDiagnostic) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if !recorded.isEmpty { return fallback }
        if depth == 0 { startBudget() }
        depth += 1
        defer { depth -= 1 }
        do throws(InputDiagnostic) {
            return try body(interpreter)
        } catch {
            if recorded.isEmpty { recorded.append(error) }
            return fallback
        }
    }

    /// A fresh step budget, under the figure's one deadline (set by the first layout-time call).
    private func startBudget() {
        interpreter.budget = Budget()
        if let deadline { interpreter.budget.deadline = deadline } else { deadline = interpreter.budget.deadline }
    }

    func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if depth == 0 { startBudget() }
        depth += 1
        defer { depth -= 1 }
        return body()
    }
}

/// `layoutValue(key:value:)` of the source: one LayoutCore key whose value holds every source key's value set on
/// the view so far (inner ones included, later ones winning), so several keys on one view all read.
enum SourceLayoutValues: LayoutValueKey {
    static let defaultValue = LayoutValueTable(values: [:])
}

struct LayoutValueTable: @unchecked Sendable, CustomStringConvertible {
    var values: [String: Value]
    var description: String {
        values.keys.sorted().map { k in "\(k): \(values[k].map { Self.text($0) } ?? "")" }.joined(separator: ", ")
    }
    /// A layout's stored properties, sorted: `spacing: 8.0`.
    static func describe(_ v: Value) -> String {
        guard case .instance(let i) = v else { return "" }
        return i.fields.keys.sorted().map { "\($0): \(text(i.fields[$0] ?? .null))" }.joined(separator: ", ")
    }

    static func text(_ v: Value) -> String {
        switch v {
        case .int(let i): String(i)
        case .double(let d): Interpreter.swiftDescription(d)
        case .string(let s): s
        case .bool(let b): String(b)
        default: v.typeDescription
        }
    }
}

/// CoreGraphics and layout values as the interpreter holds them (instances with fields), and back.
enum GeometryValues {
    static func size(_ w: Double, _ h: Double) -> Value { Interpreter.size(w, h) }

    static func point(_ x: Double, _ y: Double) -> Value {
        .instance(Instance(typeName: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
    }

    static func rect(_ r: CGRect) -> Value {
        Interpreter.rect(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    static func proposal(_ p: ProposedViewSize) -> Value {
        .instance(Instance(typeName: "ProposedViewSize", fields: [
            "width": p.width.map { .double(Double($0)) } ?? .null, "height": p.height.map { .double(Double($0)) } ?? .null]))
    }

    static func number(_ v: Value?) -> Double? { v.flatMap(Arithmetic.number) }

    static func size(_ v: Value) -> CGSize? {
        if isZero(v) { return .zero }
        guard case .instance(let i) = v, let w = number(i.fields["width"]), let h = number(i.fields["height"]) else { return nil }
        return CGSize(width: w, height: h)
    }

    /// `.zero` written where a CGSize or CGPoint is meant (`return .zero`, `reduce(.zero)`).
    static func isZero(_ v: Value) -> Bool {
        if case .symbol(let s) = v, s.base == nil || s.base == "CGSize" || s.base == "CGPoint", s.name == "zero",
           s.arguments == nil, s.chain.isEmpty { return true }
        return false
    }

    static func pointValue(_ v: Value) -> CGPoint? {
        if isZero(v) { return .zero }
        guard case .instance(let i) = v, let x = number(i.fields["x"]), let y = number(i.fields["y"]) else { return nil }
        return CGPoint(x: x, y: y)
    }

    static func proposalValue(_ v: Value) -> ProposedViewSize? {
        switch v {
        case .instance(let i) where i.typeName == "ProposedViewSize" || i.typeName == "CGSize":
            return ProposedViewSize(width: number(i.fields["width"]).map { CGFloat($0) },
                                    height: number(i.fields["height"]).map { CGFloat($0) })
        case .symbol(let s):
            switch s.name {
            case "unspecified": return .unspecified
            case "zero": return .zero
            case "infinity": return .infinity
            default: return nil
            }
        default: return nil
        }
    }

    static func unitPoint(_ v: Value) -> UnitPoint? {
        switch v {
        case .symbol(let s): return UnitPoint.named.first { $0.0 == s.name }?.1
        case .instance(let i):
            guard let x = number(i.fields["x"]), let y = number(i.fields["y"]) else { return nil }
            return UnitPoint(x: x, y: y)
        default: return nil
        }
    }

    /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`/`(origin:size:)`,
    /// `EdgeInsets(top:leading:bottom:trailing:)`, `UnitPoint(x:y:)`, `ProposedViewSize(width:height:)` built
    /// from numbers: values with fields. Anything else (a layout-time expression) stays a `Symbol`.
    static func construct(_ t: String, _ args: [Argument]) -> Value? {
        func n(_ label: String) -> Double? { args.first { $0.label == label }.flatMap { Arithmetic.number($0.value) } }
        // A CGRect's labeled point and size (`origin:size:`) count; a layout-time expression (a Shape's
        // `rect.maxX - 30`) keeps the value symbolic.
        let numeric = args.allSatisfy { Arithmetic.number($0.value) != nil
            || (t == "CGRect" && $0.label != nil && { if case .expression = $0.value { return false }; return true }($0))
            || (t == "ProposedViewSize" && { if case .null = $0.value { return true }; return false }($0)) }
        if t == "ProposedViewSize", args.count == 1, args[0].label == nil, let s = size(args[0].value) {
            return proposal(ProposedViewSize(width: s.width, height: s.height))
        }
        guard numeric else { return nil }
        switch t {
        case "CGSize": return size(n("width") ?? 0, n("height") ?? 0)
        case "CGPoint": return point(n("x") ?? 0, n("y") ?? 0)
        case "UnitPoint": return .instance(Instance(typeName: "UnitPoint", fields: ["x": .double(n("x") ?? 0), "y": .double(n("y") ?? 0)]))
        case "EdgeInsets":
            return .instance(Instance(typeName: "EdgeInsets", fields: [
                "top": .double(n("top") ?? 0), "leading": .double(n("leading") ?? 0),
                "bottom": .double(n("bottom") ?? 0), "trailing": .double(n("trailing") ?? 0)]))
        case "CGRect":
            if let o = args.first(where: { $0.label == "origin" }).flatMap({ pointValue($0.value) }),
               let s = args.first(where: { $0.label == "size" }).flatMap({ size($0.value) }) {
                return Interpreter.rect(Double(o.x), Double(o.y), Double(s.width), Double(s.height))
            }
            return Interpreter.rect(n("x") ?? 0, n("y") ?? 0, n("width") ?? 0, n("height") ?? 0)
        case "ProposedViewSize":
            return .instance(Instance(typeName: "ProposedViewSize", fields: [
                "width": n("width").map { .double($0) } ?? .null, "height": n("height").map { .double($0) } ?? .null]))
        default: return nil
        }
    }

    /// The field order the format writes these values in.
    static let fieldOrder: [String: [String]] = [
        "CGSize": ["width", "height"], "CGPoint": ["x", "y"], "UnitPoint": ["x", "y"],
        "EdgeInsets": ["top", "leading", "bottom", "trailing"],
    ]
}
