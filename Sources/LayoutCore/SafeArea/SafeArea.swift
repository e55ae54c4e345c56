import Foundation

/// The safe areas in effect where a view is placed (docs/semantics.md §4.12): a chain of levels, innermost
/// first. Each level is a rectangle in canvas coordinates (the canvas itself, or the frame of a
/// `safeAreaInset`/`safeAreaPadding`) with insets marking its unsafe bands. The canvas's `safeArea` is the
/// outermost level; `safeAreaInset` and `safeAreaPadding` add a level for their content.
///
/// A view's safe-area insets (`insets(of:regions:)`) follow SwiftUI's "touching" rule, level by level from the
/// innermost: an edge of the view's frame that reaches a level's safe edge (is at it or beyond it) is
/// extended to that level's outer edge; the insets are how far each edge moved. So a view filling the safe
/// rect of a 47/34 canvas has insets 47 top and 34 bottom, a view in the middle has none, and a view already
/// reaching into the band has only the part it does not cover yet.
public struct SafeArea: Sendable, Hashable {
    public struct Level: Sendable, Hashable {
        /// The level's full rectangle, in canvas coordinates.
        public var bounds: CGRect
        /// The unsafe bands inside `bounds`.
        public var insets: EdgeInsets
        public var regions: SafeAreaRegions

        public init(bounds: CGRect, insets: EdgeInsets, regions: SafeAreaRegions = .container) {
            self.bounds = bounds; self.insets = insets; self.regions = regions
        }

        /// `bounds` without the unsafe bands.
        public var safeRect: CGRect { bounds.inset(by: insets) }
    }

    /// Innermost first.
    public var levels: [Level]

    public init(levels: [Level] = []) { self.levels = levels }

    /// No safe area at all (every inset 0).
    public static let none = SafeArea()

    /// The canvas's safe area: `insets` inside `canvas`.
    public init(canvas: CGRect, insets: EdgeInsets) {
        self.init(levels: insets == .zero ? [] : [Level(bounds: canvas, insets: insets)])
    }

    /// This chain with `level` added innermost.
    public func adding(_ level: Level) -> SafeArea {
        level.insets == .zero ? self : SafeArea(levels: [level] + levels)
    }

    /// The safe-area insets of a view whose frame is `frame` (canvas coordinates), counting only the levels
    /// of `regions`. Never negative.
    public func insets(of frame: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return .zero }
        let tolerance: CGFloat = 0.001
        var r = (minX: frame.minX, minY: frame.minY, maxX: frame.maxX, maxY: frame.maxY)
        for level in levels where !level.regions.isDisjoint(with: regions) {
            let safe = level.safeRect, outer = level.bounds
            if r.minY <= safe.minY + tolerance { r.minY = min(r.minY, outer.minY) }
            if r.minX <= safe.minX + tolerance { r.minX = min(r.minX, outer.minX) }
            if r.maxY >= safe.maxY - tolerance { r.maxY = max(r.maxY, outer.maxY) }
            if r.maxX >= safe.maxX - tolerance { r.maxX = max(r.maxX, outer.maxX) }
        }
        return EdgeInsets(top: max(0, frame.minY - r.minY), leading: max(0, frame.minX - r.minX),
                          bottom: max(0, r.maxY - frame.maxY), trailing: max(0, r.maxX - frame.maxX))
    }
}
