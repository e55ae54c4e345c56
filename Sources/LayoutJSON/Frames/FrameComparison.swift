import Foundation
import LayoutCore

/// Where two frame dumps differ (depth-first, parents before children), for fixture tests and `check`: one
/// difference per node, its first differing property.
public struct FrameDifference: Sendable, Equatable, CustomStringConvertible {
    /// `root.children[0].children[1]`, or `canvas`.
    public var path: String
    public var message: String
    /// The expected node's kinds and ids from the root down: `HStack#row › VStack › Text#title` (empty for the
    /// canvas and the passes).
    public var kindPath: String = ""

    public var description: String { "\(path): \(message)" }
}

extension FrameDump {
    /// The first difference between `self` (expected) and `actual`: canvas size, then per node kind, id,
    /// frame (each number within `tolerance`), proposal and guides (only where the expected node has a
    /// proposal: older dumps have neither), number of children. Nil when they match.
    public func firstDifference(from actual: FrameDump, tolerance: CGFloat = 0.001) -> FrameDifference? {
        differences(from: actual, tolerance: tolerance, limit: 1).first
    }

    /// Every difference, in the order of `firstDifference`, at most `limit`: the canvas and the passes, then one
    /// per differing node (its first differing property). The children of a node whose kind, id or number of
    /// children differ are not compared (they cannot be paired).
    public func differences(from actual: FrameDump, tolerance: CGFloat = 0.001, limit: Int = .max)
        -> [FrameDifference] {
        var found: [FrameDifference] = []
        var walk = Comparison(expected: self, actual: actual, tolerance: tolerance)
        while found.count < limit, let d = walk.next() { found.append(d) }
        return found
    }
}

/// The walk behind `differences`: yields differences one at a time (so the first costs only its part of the
/// walk).
private struct Comparison {
    let expected: FrameDump, actual: FrameDump, tolerance: CGFloat
    var stack: [(expected: FrameNode, actual: FrameNode, path: String, kinds: String)]
    var pending: [FrameDifference] = []

    init(expected: FrameDump, actual: FrameDump, tolerance: CGFloat) {
        self.expected = expected; self.actual = actual; self.tolerance = tolerance
        stack = [(expected.root, actual.root, "root", "")]
        pending = Self.documentDifferences(expected, actual, close: close).reversed()
    }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { Self.close(a, b, tolerance) }
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN) || abs(a - b) <= tolerance + 1e-9
    }

    mutating func next() -> FrameDifference? {
        if let d = pending.popLast() { return d }
        while let (e, a, path, kinds) = stack.popLast() {
            let here = (kinds.isEmpty ? "" : kinds + " › ") + e.kind + (e.id.map { "#" + $0 } ?? "")
            let (difference, descend) = Self.compare(e, a, tolerance: tolerance)
            if descend {
                for i in e.children.indices.reversed() {
                    stack.append((e.children[i], a.children[i], path + ".children[\(i)]", here))
                }
            }
            if let difference {
                let label = e.id.map { "\(e.kind) \"\($0)\"" } ?? e.kind
                return FrameDifference(path: path, message: "(\(label)) " + difference, kindPath: here)
            }
        }
        return nil
    }
    static func documentDifferences(_ expected: FrameDump, _ actual: FrameDump, close: (CGFloat, CGFloat) -> Bool)
        -> [FrameDifference] {
        var out: [FrameDifference] = []
        let canvas = expected.canvas
        if !close(canvas.width, actual.canvas.width) || !close(canvas.height, actual.canvas.height) {
            out.append(FrameDifference(path: "canvas", message: "expected \(size(canvas)), got \(size(actual.canvas))"))
        }
        if let passes = expected.passes, passes != actual.passes {
            let got = actual.passes.map { "\($0.count) passes" } ?? "no state passes"
            out.append(FrameDifference(path: "passes", message: "expected \(passes.count) passes with state "
                                   + passes.state.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") + ", got " + got
                                   + (actual.passes.map { " with state " + $0.state.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") } ?? "")))
        }
        return out
    }

    /// The first differing property of one node, and whether its children can be paired and compared.
    static func compare(_ e: FrameNode, _ a: FrameNode, tolerance: CGFloat) -> (String?, descend: Bool) {
        let close = { (x: CGFloat, y: CGFloat) -> Bool in Self.close(x, y, tolerance) }
        if e.kind != a.kind { return ("expected kind \"\(e.kind)\", got \"\(a.kind)\"", false) }
        if e.id != a.id {
            return ("expected id \(e.id.map { "\"\($0)\"" } ?? "none"), got \(a.id.map { "\"\($0)\"" } ?? "none")", false)
        }
        let descend = e.children.count == a.children.count
        do {
            let parts: [(String, CGFloat, CGFloat)] = [("x", e.frame.origin.x, a.frame.origin.x),
                                                       ("y", e.frame.origin.y, a.frame.origin.y),
                                                       ("width", e.frame.size.width, a.frame.size.width),
                                                       ("height", e.frame.size.height, a.frame.size.height)]
            if let bad = parts.first(where: { !close($0.1, $0.2) }) {
                return ("frame \(bad.0) expected \(FramesJSON.number(bad.1)), got \(FramesJSON.number(bad.2)) "
                        + "(expected \(rect(e.frame)), got \(rect(a.frame)))", descend)
            }
            if let ep = e.proposal {
                let ap = a.proposal ?? ProposedViewSize(width: .nan, height: .nan)
                let same = { (x: CGFloat?, y: CGFloat?) -> Bool in
                    switch (x, y) {
                    case (nil, nil): return true
                    case let (x?, y?): return close(x, y)
                    default: return false
                    }
                }
                if a.proposal == nil || !same(ep.width, ap.width) || !same(ep.height, ap.height) {
                    return ("proposal expected \(FramesJSON.proposal(ep)), got "
                            + (a.proposal.map(FramesJSON.proposal) ?? "none"), descend)
                }
                let eg = Dictionary(e.guides.map { ($0.name, $0.value) }, uniquingKeysWith: { x, _ in x })
                let ag = Dictionary(a.guides.map { ($0.name, $0.value) }, uniquingKeysWith: { x, _ in x })
                if Set(eg.keys) != Set(ag.keys) || eg.contains(where: { k, v in !close(v, ag[k] ?? .nan) }) {
                    return ("guides expected \(guides(e.guides)), got \(guides(a.guides))", descend)
                }
            }
        }
        if !descend { return ("expected \(e.children.count) children, got \(a.children.count)", false) }
        return (nil, true)
    }

    static func guides(_ g: [FrameGuide]) -> String {
        "{" + g.map { "\($0.name): \(FramesJSON.number($0.value))" }.joined(separator: ", ") + "}"
    }

    static func size(_ s: CGSize) -> String { "\(FramesJSON.number(s.width))x\(FramesJSON.number(s.height))" }

    static func rect(_ r: CGRect) -> String {
        "(\(FramesJSON.number(r.origin.x)), \(FramesJSON.number(r.origin.y)), "
            + "\(FramesJSON.number(r.size.width))x\(FramesJSON.number(r.size.height)))"
    }
}
