import Foundation
import LayoutCore

/// The frames of a laid-out tree, as `layoutviz layout` prints them (kind, id, frame, proposal, guides,
/// children): built from a
/// `LayoutResult`, or decoded from frames JSON by `FramesJSON.decode` to compare against expected frames.
public struct FrameDump: Sendable, Equatable {
    public var canvas: CGSize
    public var root: FrameNode
    /// With state (docs/semantics.md §10.7): the number of layout passes and the final pass's state, each value as
    /// Swift prints it.
    public var passes: FramePasses?

    public init(canvas: CGSize, root: FrameNode, passes: FramePasses? = nil) {
        self.canvas = canvas
        self.root = root
        self.passes = passes
    }

    public init(_ result: LayoutResult) {
        self.init(canvas: result.canvas, root: FrameNode(result.root), passes: FramePasses(result.passes))
    }
}

/// `"passes": {"count": 2, "state": {"width": "95"}}`: how many layouts the state passes took, and the state the
/// last one was built with (the frames are that pass's).
public struct FramePasses: Sendable, Equatable {
    public var count: Int
    public var state: [FrameStateValue]

    public init(count: Int, state: [FrameStateValue]) { self.count = count; self.state = state }

    init?(_ passes: [StatePass]) {
        guard let last = passes.last else { return nil }
        self.init(count: passes.count, state: last.state.entries.map { FrameStateValue(name: $0.name, value: $0.value.description) })
    }
}

public struct FrameStateValue: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(name: String, value: String) { self.name = name; self.value = value }
}

/// One node of a `FrameDump`: a view type ("Text") or modifier name ("padding"), the input's id if any, its
/// frame in canvas points (origin top-left), the proposal it was placed with, its explicit alignment guides,
/// and its children (a modifier's: the view it wraps, then the secondary view of background/overlay).
/// A dump read from a file written before proposals were dumped has no proposal (and then no guides).
public struct FrameNode: Sendable, Equatable {
    public var kind: String
    public var id: String?
    public var frame: CGRect
    public var proposal: ProposedViewSize?
    public var guides: [FrameGuide]
    public var children: [FrameNode]

    public init(kind: String, id: String? = nil, frame: CGRect, proposal: ProposedViewSize? = nil,
                guides: [FrameGuide] = [], children: [FrameNode] = []) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.proposal = proposal
        self.guides = guides
        self.children = children
    }

    /// The frames of `placed` and its descendants (iteratively, so any depth is fine).
    public init(_ placed: PlacedNode) {
        var stack: [(placed: PlacedNode, children: [FrameNode])] = [(placed, [])]
        self.init(kind: placed.kind, id: placed.id, frame: placed.frame, proposal: placed.proposal,
                  guides: FrameGuide.list(placed.guides))
        while let last = stack.indices.last {
            let next = stack[last].children.count
            if next < stack[last].placed.children.count {
                stack.append((stack[last].placed.children[next], []))
                continue
            }
            let done = stack.removeLast()
            let node = FrameNode(kind: done.placed.kind, id: done.placed.id, frame: done.placed.frame,
                                 proposal: done.placed.proposal, guides: FrameGuide.list(done.placed.guides),
                                 children: done.children)
            if let parent = stack.indices.last {
                stack[parent].children.append(node)
            } else {
                self = node
            }
        }
    }
}

/// One explicit alignment guide of a dumped node: its name and its value in the node's own frame.
public struct FrameGuide: Sendable, Equatable {
    public var name: String
    public var value: CGFloat

    public init(name: String, value: CGFloat) { self.name = name; self.value = value }

    /// The name a guide is dumped under: SwiftUI's (`leading`, `firstTextBaseline`, a custom guide's name);
    /// the two `center`s, the one name both axes use, as `HorizontalAlignment.center` and `VerticalAlignment.center`.
    public static func name(_ key: AlignmentKey) -> String {
        guard key.name == "center" else { return key.name }
        return (key.axis == .horizontal ? "HorizontalAlignment." : "VerticalAlignment.") + key.name
    }

    static func list(_ guides: [ReportedGuide]) -> [FrameGuide] {
        guides.map { FrameGuide(name: name($0.key), value: $0.value) }
    }
}
