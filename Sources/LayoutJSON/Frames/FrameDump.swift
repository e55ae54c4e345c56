import Foundation
import LayoutCore

/// The frames of a laid-out tree, as `layoutviz layout` prints them (kind, id, frame, children): built from a
/// `LayoutResult`, or decoded from frames JSON by `FramesJSON.decode` to compare against expected frames.
public struct FrameDump: Sendable, Equatable {
    public var canvas: CGSize
    public var root: FrameNode

    public init(canvas: CGSize, root: FrameNode) {
        self.canvas = canvas
        self.root = root
    }

    public init(_ result: LayoutResult) {
        self.init(canvas: result.canvas, root: FrameNode(result.root))
    }
}

/// One node of a `FrameDump`: a view type ("Text") or modifier name ("padding"), the input's id if any, its
/// frame in canvas points (origin top-left), and its children (a modifier's: the view it wraps, then the
/// secondary view of background/overlay).
public struct FrameNode: Sendable, Equatable {
    public var kind: String
    public var id: String?
    public var frame: CGRect
    public var children: [FrameNode]

    public init(kind: String, id: String? = nil, frame: CGRect, children: [FrameNode] = []) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.children = children
    }

    /// The frames of `placed` and its descendants (iteratively, so any depth is fine).
    public init(_ placed: PlacedNode) {
        var stack: [(placed: PlacedNode, children: [FrameNode])] = [(placed, [])]
        self.init(kind: placed.kind, id: placed.id, frame: placed.frame)
        while let last = stack.indices.last {
            let next = stack[last].children.count
            if next < stack[last].placed.children.count {
                stack.append((stack[last].placed.children[next], []))
                continue
            }
            let done = stack.removeLast()
            let node = FrameNode(kind: done.placed.kind, id: done.placed.id, frame: done.placed.frame,
                                 children: done.children)
            if let parent = stack.indices.last {
                stack[parent].children.append(node)
            } else {
                self = node
            }
        }
    }
}
