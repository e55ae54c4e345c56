import Foundation

/// `LazyVGrid(columns:alignment:spacing:)` / `LazyHGrid(rows:alignment:spacing:)` (docs/semantics.md §8.3),
/// written once over `axis`, the axis the GridItems divide (horizontal for LazyVGrid: its columns).
///
/// - Proposes: the GridItems share the proposed length along `axis` minus the spacing between items: fixed
///   items first (their size), then the others in order, each offered an equal share of what is left;
///   flexible = the share clamped to [minimum, maximum]; adaptive = as many tracks of at least `minimum` as fit
///   the share (at least one), sharing it equally (at most `maximum`). A nil proposal gives fixed sizes and
///   minimums (one adaptive track). Cells fill the tracks in order, line after line; each cell is proposed
///   (its track's size, nil) to size its line.
/// - Reports: the tracks plus their spacing along `axis` (may exceed the proposal); across, the lines plus
///   `spacing` (default 8) between them.
/// - Places: each cell proposed its box (track × line), aligned in it by its GridItem's alignment, else by
///   the grid's alignment along `axis` and centred across.
struct LazyGridLayout {
    var axis: Axis
    var items: [GridItem]
    var alignment: AlignmentKey
    var spacing: CGFloat?

    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for a length along `axis` (adaptive items expand into several tracks).
    func tracks(_ length: CGFloat?) -> [Track] {
        let n = items.count
        guard n > 0 else { return [] }
        func sp(_ i: Int) -> CGFloat { items[i].spacing ?? ViewSpacing.defaultSpacing }
        var remaining = (length ?? 0) - (0..<n - 1).reduce(0) { $0 + sp($1) }
        var resolved = [[CGFloat]](repeating: [], count: n)
        for (i, item) in items.enumerated() {
            if case .fixed(let w) = item.size { resolved[i] = [w]; remaining -= w }
        }
        var left = CGFloat(items.filter { if case .fixed = $0.size { false } else { true } }.count)
        for (i, item) in items.enumerated() {
            let share = max(remaining / left, 0)
            switch item.size {
            case .fixed: continue
            case .flexible(let lo, let hi):
                resolved[i] = [length == nil ? lo : max(lo, min(share, hi))]
            case .adaptive(let lo, let hi):
                if length == nil || !share.isFinite {
                    resolved[i] = [length == nil ? lo : max(lo, hi)]
                } else {
                    // At most 1000 tracks (a zero minimum would otherwise make infinitely many).
                    let unit = lo + sp(i)
                    let count = unit > 0 ? min(1000, max(1, ((share + sp(i)) / unit).rounded(.down))) : 1
                    let each = max(lo, min(hi, (share - (count - 1) * sp(i)) / count))
                    resolved[i] = [CGFloat](repeating: each, count: Int(count))
                }
            }
            remaining -= resolved[i].reduce(0, +) + CGFloat(resolved[i].count - 1) * sp(i)
            left -= 1
        }
        var out: [Track] = []
        for (i, lengths) in resolved.enumerated() {
            for l in lengths { out.append(Track(length: l, spacingAfter: sp(i), alignment: items[i].alignment)) }
        }
        return out
    }

    var lineSpacing: CGFloat { spacing ?? ViewSpacing.defaultSpacing }

    struct Solution {
        var tracks: [Track]
        var lines: [CGFloat]
        var size: CGSize
    }

    func solve(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        let t = tracks(p[axis])
        guard !t.isEmpty else { return Solution(tracks: [], lines: [], size: .zero) }
        var lines: [CGFloat] = []
        for (i, sub) in subviews.enumerated() {
            let length = sub.sizeThatFits(ProposedViewSize(major: t[i % t.count].length, minor: nil, axis: axis))[axis.other]
            if i % t.count == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        let along = t.reduce(0) { $0 + $1.length } + t.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let across = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        return Solution(tracks: t, lines: lines, size: CGSize(major: along, minor: across, axis: axis))
    }

    /// The solution for `p`, solved once per proposal and kept in `cache`.
    func solution(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LazyGridCache) -> Solution {
        cache.solutions.value(for: p) { solve(p, subviews) }
    }

    func place(in bounds: CGRect, proposal p: ProposedViewSize, _ subviews: LayoutSubviews,
               _ cache: inout LazyGridCache) {
        let s = solution(p, subviews, &cache)
        guard !s.tracks.isEmpty else { return }
        var starts: [CGFloat] = []
        var position = bounds.origin[axis]
        for t in s.tracks { starts.append(position); position += t.length + t.spacingAfter }
        var lineStart = bounds.origin[axis.other]
        for (i, sub) in subviews.enumerated() {
            let track = s.tracks[i % s.tracks.count], line = i / s.tracks.count
            if i > 0, i % s.tracks.count == 0 { lineStart += s.lines[line - 1] + lineSpacing }
            let origin = CGPoint(major: starts[i % s.tracks.count], minor: lineStart, axis: axis)
            let box = CGRect(origin: origin, size: CGSize(major: track.length, minor: s.lines[line], axis: axis))
            let own = axis == .horizontal
                ? Alignment(horizontal: HorizontalAlignment(key: alignment), vertical: .center)
                : Alignment(horizontal: .center, vertical: VerticalAlignment(key: alignment))
            FrameAlignment.place(sub, in: box, alignment: track.alignment ?? own, proposal: ProposedViewSize(box.size))
        }
    }
}

/// A lazy grid's cache: its solution (tracks and line lengths) per proposal.
public struct LazyGridCache {
    var solutions = SmallCache<ProposedViewSize, LazyGridLayout.Solution>()
    init() {}
}

/// `LazyVGrid(columns:alignment:spacing:)`.
public struct LazyVGridLayout: Layout {
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing
    }

    var grid: LazyGridLayout { LazyGridLayout(axis: .horizontal, items: columns, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> LazyGridCache { LazyGridCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LazyGridCache) -> CGSize {
        grid.solution(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LazyGridCache) {
        grid.place(in: bounds, proposal: proposal, subviews, &cache)
    }
}

/// `LazyHGrid(rows:alignment:spacing:)`.
public struct LazyHGridLayout: Layout {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing
    }

    var grid: LazyGridLayout { LazyGridLayout(axis: .vertical, items: rows, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> LazyGridCache { LazyGridCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LazyGridCache) -> CGSize {
        grid.solution(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout LazyGridCache) {
        grid.place(in: bounds, proposal: proposal, subviews, &cache)
    }
}
