import Foundation

/// One row of a Grid as the layout sees it: a run of `count` subviews (the cells of a GridRow), or a single
/// subview written outside any GridRow, which spans every column (`spansAll`).
public struct GridRowSpec: Sendable, Hashable {
    public var count: Int
    public var alignment: VerticalAlignment?
    public var spansAll: Bool

    public init(count: Int, alignment: VerticalAlignment? = nil, spansAll: Bool = false) {
        self.count = count; self.alignment = alignment; self.spansAll = spansAll
    }
}

/// A Grid's cache: its solution (columns, rows, cells) per proposal, so placing asks the cells nothing again.
public struct GridCache {
    var solutions = SmallCache<ProposedViewSize, GridLayout.Solution>()
    init() {}
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { ... } ... }` and `GridLayout`
/// (docs/semantics.md §8.4). The subviews are the cells, row after row (`rows` says which belong together).
///
/// - Proposes: to size columns, each single-column cell (width share, nil height); columns share the
///   proposed width minus the spacing like stack children (least flexible first, equal shares). A cell
///   spanning columns (gridCellColumns, or a view outside any row) is then offered its columns plus the slack
///   the grid still has, and widens its columns equally if it needs more. Rows share the proposed height the
///   same way, each cell offered (its columns' width, the row's share). A nil proposal gives ideal sizes.
///   Cells with `gridCellUnsizedAxes` do not size their column (horizontal) or row (vertical).
/// - Reports: the column widths and row heights plus the spacing between them (default 8 each way).
/// - Places: each cell proposed its box (its columns' width × its row's height), aligned in the box by its
///   gridCellAnchor, else horizontally by its column's gridColumnAlignment or the grid's, vertically by its
///   row's alignment or the grid's; baseline and custom guides line up across the row.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    /// The row structure; empty = every subview is a row of its own spanning all columns.
    public var rows: [GridRowSpec]

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                rows: [GridRowSpec] = []) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.rows = rows
    }

    struct Cell {
        var index: Int
        var row: Int
        var column: Int
        var span: Int
    }

    struct Solution {
        var cells: [Cell]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    var hSpacing: CGFloat { horizontalSpacing ?? ViewSpacing.defaultSpacing }
    var vSpacing: CGFloat { verticalSpacing ?? ViewSpacing.defaultSpacing }

    /// The rows, checked against the subview count (extra subviews become full-width rows).
    func rowSpecs(_ n: Int) -> [GridRowSpec] {
        var specs: [GridRowSpec] = []
        var used = 0
        for r in rows where used < n {
            let count = min(r.count, n - used)
            specs.append(GridRowSpec(count: count, alignment: r.alignment, spansAll: r.spansAll))
            used += count
        }
        while used < n { specs.append(GridRowSpec(count: 1, spansAll: true)); used += 1 }
        return specs
    }

    func table(_ subviews: LayoutSubviews) -> (cells: [Cell], columns: Int, rows: [GridRowSpec]) {
        let specs = rowSpecs(subviews.count)
        var columns = 0
        var index = 0
        for r in specs {
            if !r.spansAll {
                columns = max(columns, subviews[index..<index + r.count].reduce(0) { $0 + max(1, $1.gridCell.columns) })
            }
            index += r.count
        }
        columns = max(columns, 1)
        var cells: [Cell] = []
        index = 0
        for (row, r) in specs.enumerated() {
            var column = 0
            for i in index..<index + r.count {
                if r.spansAll {
                    cells.append(Cell(index: i, row: row, column: 0, span: columns))
                } else {
                    let span = max(1, subviews[i].gridCell.columns)
                    cells.append(Cell(index: i, row: row, column: column, span: span))
                    column += span
                }
            }
            index += r.count
        }
        return (cells, columns, specs)
    }

    func width(of cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        widths[cell.column..<cell.column + cell.span].reduce(0, +) + CGFloat(cell.span - 1) * hSpacing
    }

    func rowGuide(_ spec: GridRowSpec) -> VerticalAlignment { spec.alignment ?? alignment.vertical }

    func solve(_ p: ProposedViewSize, _ subviews: LayoutSubviews) -> Solution {
        guard !subviews.isEmpty else { return Solution(cells: [], widths: [], heights: [], size: .zero) }
        let (cells, columns, specs) = table(subviews)

        // Columns from the single-column cells.
        var byColumn = [[Int]](repeating: [], count: columns)
        for c in cells where c.span == 1 && !subviews[c.index].gridCell.unsizedAxes.contains(Axis.horizontal) {
            byColumn[c.column].append(c.index)
        }
        func columnResponse(_ j: Int, _ offer: CGFloat?) -> CGFloat {
            byColumn[j].reduce(0) { max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        let spacingX = CGFloat(columns - 1) * hSpacing
        var widths: [CGFloat]
        if let w = p.width {
            widths = GridTracks.distribute(w - spacingX, count: columns) { columnResponse($0, $1) }
        } else {
            widths = (0..<columns).map { columnResponse($0, nil) }
        }
        // Spanning cells widen their columns when they need more.
        for c in cells where c.span > 1 && !subviews[c.index].gridCell.unsizedAxes.contains(Axis.horizontal) {
            let current = width(of: c, widths)
            let offer = p.width.map { current + max(0, $0 - (widths.reduce(0, +) + spacingX)) }
            let needed = subviews[c.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed > current else { continue }
            for j in c.column..<c.column + c.span { widths[j] += (needed - current) / CGFloat(c.span) }
        }

        // Rows.
        var byRow = [[Cell]](repeating: [], count: specs.count)
        for c in cells where !subviews[c.index].gridCell.unsizedAxes.contains(Axis.vertical) { byRow[c.row].append(c) }
        func rowResponse(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            let guide = rowGuide(specs[r]).key
            var lower: CGFloat = 0, upper: CGFloat = 0, any = false
            for c in byRow[r] {
                let d = subviews[c.index].dimensions(in: ProposedViewSize(width: width(of: c, widths), height: offer))
                let g = guide.combine == .none ? 0 : d[guide]
                lower = any ? min(lower, -g) : -g
                upper = any ? max(upper, -g + d.height) : -g + d.height
                any = true
            }
            return upper - lower
        }
        let spacingY = CGFloat(specs.count - 1) * vSpacing
        let heights: [CGFloat]
        if let h = p.height {
            heights = GridTracks.distribute(h - spacingY, count: specs.count) { rowResponse($0, $1) }
        } else {
            heights = (0..<specs.count).map { rowResponse($0, nil) }
        }
        return Solution(cells: cells, widths: widths, heights: heights,
                        size: CGSize(width: widths.reduce(0, +) + spacingX, height: heights.reduce(0, +) + spacingY))
    }

    public func makeCache(subviews: Subviews) -> GridCache { GridCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout GridCache) -> CGSize {
        cache.solutions.value(for: proposal) { solve(proposal, subviews) }.size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout GridCache) {
        let s = cache.solutions.value(for: proposal) { solve(proposal, subviews) }
        guard !s.cells.isEmpty else { return }
        let specs = rowSpecs(subviews.count)
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var x = bounds.minX, y = bounds.minY
        for w in s.widths { xs.append(x); x += w + hSpacing }
        for h in s.heights { ys.append(y); y += h + vSpacing }
        // gridColumnAlignment: the first cell in a column that sets it decides for the column.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: s.widths.count)
        for c in s.cells where c.span == 1 || !specs[c.row].spansAll {
            if columnAlignment[c.column] == nil { columnAlignment[c.column] = subviews[c.index].gridCell.columnAlignment }
        }
        // Baseline and custom guides: one line per row, where the tallest part above the line ends.
        var lines = [CGFloat](repeating: 0, count: specs.count)
        for c in s.cells {
            let guide = rowGuide(specs[c.row]).key
            guard guide.combine != .none else { continue }
            let d = subviews[c.index].dimensions(in: ProposedViewSize(width: width(of: c, s.widths), height: s.heights[c.row]))
            lines[c.row] = max(lines[c.row], d[guide])
        }
        for c in s.cells {
            let sub = subviews[c.index]
            let box = CGRect(x: xs[c.column], y: ys[c.row], width: width(of: c, s.widths), height: s.heights[c.row])
            let p = ProposedViewSize(box.size)
            let d = sub.dimensions(in: p)
            var origin: CGPoint
            if let a = sub.gridCell.anchor {
                origin = CGPoint(x: box.minX + a.x * (box.width - d.width), y: box.minY + a.y * (box.height - d.height))
            } else {
                let h = (specs[c.row].spansAll ? nil : columnAlignment[c.column]) ?? alignment.horizontal
                let v = rowGuide(specs[c.row])
                origin = FrameAlignment.origin(in: box, alignment: Alignment(horizontal: h, vertical: v), child: d)
                if v.key.combine != .none { origin.y = box.minY + lines[c.row] - d[v] }
            }
            sub.place(at: origin, proposal: p)
        }
    }
}
