import Foundation
import LayoutCore

/// How each SwiftUI shape fills a frame, reduced to the three primitives renderers draw:
/// Rectangle fills it; RoundedRectangle rounds its corners (radius clamped to half the shorter side);
/// Circle is the largest circle centred in it; Ellipse is inscribed; Capsule is a rounded rectangle with
/// radius half the shorter side; a custom path is flattened by `PathGeometry` for the frame's size. `inset` shrinks the frame first (strokeBorder draws fully inside).
enum ShapeGeometry {
    @inline(__always)  // the display list fills every colour's frame through it
    static func shape(_ kind: ShapeKind, in frame: CGRect, inset: CGFloat = 0) -> DisplayShape {
        // The common case, without the general arithmetic: a plain rectangle (`rectangle(in:)`).
        if case .rectangle = kind, inset == 0 { return .rect(rectangle(in: frame)) }
        return general(kind, in: frame, inset: inset)
    }

    /// `shape(.rectangle, in: frame)`'s rectangle (a Rectangle's shape is always `.rect`): the frame itself when
    /// finite and upright, else `general`'s rectangle (a negative side flipped to its centre).
    @inline(__always)
    static func rectangle(in frame: CGRect) -> CGRect {
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width >= 0, frame.size.height >= 0 { return frame }
        return frame.insetBy(dx: min(0, frame.width / 2), dy: min(0, frame.height / 2))
    }

    private static func general(_ kind: ShapeKind, in frame: CGRect, inset: CGFloat) -> DisplayShape {
        let r = frame.insetBy(dx: min(inset, frame.width / 2), dy: min(inset, frame.height / 2))
        let half = min(r.width, r.height) / 2
        switch kind {
        case .rectangle:
            return .rect(r)
        case .roundedRectangle(let radius):
            let c = min(max(0, radius - inset), half)
            return c > 0 ? .roundedRect(r, radius: c) : .rect(r)
        case .circle:
            let side = min(r.width, r.height)
            return .ellipse(CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case .ellipse:
            return .ellipse(r)
        case .capsule:
            return half > 0 ? .roundedRect(r, radius: half) : .rect(r)
        case .path(let path):
            // strokeBorder: the path for the inset frame (what a custom InsettableShape's inset(by:) gives).
            return .path(PathGeometry.segments(path.elements(in: r.size), origin: r.origin))
        }
    }
}
