import Foundation
import LayoutCore

/// Where two frame dumps first differ (depth-first, parents before children), for fixture tests.
public struct FrameDifference: Sendable, Equatable, CustomStringConvertible {
    /// `root.children[0].children[1]`, or `canvas`.
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

extension FrameDump {
    /// The first difference between `self` (expected) and `actual`: canvas size, then per node kind, id,
    /// frame (each number within `tolerance`), proposal and guides (only where the expected node has a
    /// proposal: older dumps have neither), number of children. Nil when they match.
    public func firstDifference(from actual: FrameDump, tolerance: CGFloat = 0.001) -> FrameDifference? {
        let close = { (a: CGFloat, b: CGFloat) -> Bool in
            a == b || (a.isNaN && b.isNaN) || abs(a - b) <= tolerance + 1e-9
        }
        if !close(canvas.width, actual.canvas.width) || !close(canvas.height, actual.canvas.height) {
            return FrameDifference(path: "canvas", message: "expected \(Self.size(canvas)), got \(Self.size(actual.canvas))")
        }
        if let passes, passes != actual.passes {
            let got = actual.passes.map { "\($0.count) passes" } ?? "no state passes"
            return FrameDifference(path: "passes", message: "expected \(passes.count) passes with state "
                                   + passes.state.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") + ", got " + got
                                   + (actual.passes.map { " with state " + $0.state.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") } ?? ""))
        }
        var stack: [(expected: FrameNode, actual: FrameNode, path: String)] = [(root, actual.root, "root")]
        while let (e, a, path) = stack.popLast() {
            let label = e.id.map { "\(e.kind) \"\($0)\"" } ?? e.kind
            func diff(_ message: String) -> FrameDifference {
                FrameDifference(path: path, message: "(\(label)) " + message)
            }
            if e.kind != a.kind { return diff("expected kind \"\(e.kind)\", got \"\(a.kind)\"") }
            if e.id != a.id {
                return diff("expected id \(e.id.map { "\"\($0)\"" } ?? "none"), got \(a.id.map { "\"\($0)\"" } ?? "none")")
            }
            let parts: [(String, CGFloat, CGFloat)] = [("x", e.frame.origin.x, a.frame.origin.x),
                                                       ("y", e.frame.origin.y, a.frame.origin.y),
                                                       ("width", e.frame.size.width, a.frame.size.width),
                                                       ("height", e.frame.size.height, a.frame.size.height)]
            if let bad = parts.first(where: { !close($0.1, $0.2) }) {
                return diff("frame \(bad.0) expected \(FramesJSON.number(bad.1)), got \(FramesJSON.number(bad.2)) "
                            + "(expected \(Self.rect(e.frame)), got \(Self.rect(a.frame)))")
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
                    return diff("proposal expected \(FramesJSON.proposal(ep)), got "
                                + (a.proposal.map(FramesJSON.proposal) ?? "none"))
                }
                let eg = Dictionary(e.guides.map { ($0.name, $0.value) }, uniquingKeysWith: { x, _ in x })
                let ag = Dictionary(a.guides.map { ($0.name, $0.value) }, uniquingKeysWith: { x, _ in x })
                if Set(eg.keys) != Set(ag.keys) || eg.contains(where: { k, v in !close(v, ag[k] ?? .nan) }) {
                    return diff("guides expected \(Self.guides(e.guides)), got \(Self.guides(a.guides))")
                }
            }
            if e.children.count != a.children.count {
                return diff("expected \(e.children.count) children, got \(a.children.count)")
            }
            for i in e.children.indices.reversed() {
                stack.append((e.children[i], a.children[i], path + ".children[\(i)]"))
            }
        }
        return nil
    }

    private static func guides(_ g: [FrameGuide]) -> String {
        "{" + g.map { "\($0.name): \(FramesJSON.number($0.value))" }.joined(separator: ", ") + "}"
    }

    private static func size(_ s: CGSize) -> String { "\(FramesJSON.number(s.width))x\(FramesJSON.number(s.height))" }

    private static func rect(_ r: CGRect) -> String {
        "(\(FramesJSON.number(r.origin.x)), \(FramesJSON.number(r.origin.y)), "
            + "\(FramesJSON.number(r.size.width))x\(FramesJSON.number(r.size.height)))"
    }
}
