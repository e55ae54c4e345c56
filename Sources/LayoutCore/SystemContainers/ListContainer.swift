import Foundation

/// `List { ... }`, `Form { ... }` and `Section(header:footer:) { ... }` in iOS's inset-grouped style
/// (docs/semantics.md §11.1). Contract:
///
/// - A Section is built as a node named "Section" (`SectionLayout`) holding [header?, content..., footer?]. On its
///   own (outside a List or Form) it is a VStack of them.
/// - A List or Form is built by `ViewNode.list(_:content:)` into a node named "List"/"Form" (`ListLayout`) over
///   the grouped background (`Color(.systemGroupedBackground)`, ignoring the safe area). Each Section becomes a
///   styled section: the header (footnote, uppercased, secondary, inset like the rows) above a rounded card
///   (`secondarySystemGroupedBackground`) of rows separated by hairlines inset to the rows' text, then the
///   footer (footnote, secondary). Views outside a Section are rows of an implicit section without a header.
/// - A row is its content, leading-aligned, padded by the row insets, at least the minimum row height tall.
/// - `ListLayout` is proposed like a vertical ScrollView: it takes the proposed size (its content's where a
///   dimension is nil) and offers each section the width less the card margins on both sides and no height;
///   sections stack with the section spacing, a header's section with the header spacing above it. The content
///   is not clipped (at scroll offset 0 rows past the bottom run under the home indicator, as on a device).
/// All numbers come from `IOSMetrics`.
public struct ListLayout: Layout {
    /// The space above each section.
    public var gaps: [CGFloat]

    public init(gaps: [CGFloat]) { self.gaps = gaps }

    func margin(_ width: CGFloat) -> CGFloat { IOSMetrics.listCardMargin(width: width) }

    func content(_ width: CGFloat?, _ subviews: Subviews) -> (width: CGFloat, heights: [CGFloat]) {
        var inner: CGFloat?
        if let width { inner = max(0, width - 2 * margin(width)) }
        var heights: [CGFloat] = []
        var widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(ProposedViewSize(width: inner, height: nil))
            heights.append(size.height)
            widest = max(widest, size.width)
        }
        if let width { return (width, heights) }
        return (widest + 2 * IOSMetrics.listCardMargin(width: widest), heights)
    }

    func gap(_ i: Int) -> CGFloat { i < gaps.count ? gaps[i] : IOSMetrics.listSectionSpacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (width, heights) = content(proposal.width, subviews)
        var height = IOSMetrics.listSectionSpacing
        for (i, h) in heights.enumerated() { height += gap(i) + h }
        return CGSize(width: width, height: proposal.height ?? height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let m = margin(bounds.width)
        let inner = max(0, bounds.width - 2 * m)
        var y = bounds.minY
        for (i, s) in subviews.enumerated() {
            y += gap(i)
            let p = ProposedViewSize(width: inner, height: nil)
            s.place(at: CGPoint(x: bounds.minX + m, y: y), proposal: p)
            y += s.sizeThatFits(p).height
        }
    }
}

/// A Section: a leading-aligned VStack without spacing in a List (its parts are spaced by their paddings), a
/// default VStack outside one. Knows which of its children are the header and the footer.
public struct SectionLayout: Layout {
    public var hasHeader: Bool
    public var hasFooter: Bool
    /// Styled by a List or Form.
    public var inList: Bool

    public init(hasHeader: Bool, hasFooter: Bool, inList: Bool = false) {
        self.hasHeader = hasHeader; self.hasFooter = hasFooter; self.inList = inList
    }

    public static var layoutProperties: LayoutProperties { VStackLayout.layoutProperties }

    var stack: VStackLayout { inList ? VStackLayout(alignment: .leading, spacing: 0) : VStackLayout() }

    public func makeCache(subviews: Subviews) -> StackCache { stack.makeCache(subviews: subviews) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackCache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackCache) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }
}

extension ViewNode {
    /// `Section(header:footer:) { content }`: `header` and `footer` are views (a Text for a title string).
    public static func section(header: ViewNode? = nil, footer: ViewNode? = nil, content: [ViewNode],
                               id: String? = nil, origin: NodeOrigin? = nil) -> ViewNode {
        let layout = SectionLayout(hasHeader: header != nil, hasFooter: footer != nil)
        return ViewNode(.layout(CustomLayout(layout, typeName: "Section")), id: id,
                        children: (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? []), origin: origin)
    }

    /// `List { content }` (`name` "List") or `Form { content }` ("Form") in the inset-grouped style.
    public static func list(_ name: String, content: [ViewNode], id: String? = nil,
                            origin: NodeOrigin? = nil) -> ViewNode {
        var sections: [ViewNode] = []
        var gaps: [CGFloat] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(styledSection(header: nil, rows: loose, footer: nil, id: nil, origin: nil))
            gaps.append(IOSMetrics.listSectionSpacing)
            loose = []
        }
        for child in content where !NodeBuilder.isEmptyList(child) {
            guard case .layout(let l) = child.kind, let s = l.layout as? SectionLayout, !s.inList else {
                loose.append(child)
                continue
            }
            flush()
            var rows = child.children
            let header = s.hasHeader && !rows.isEmpty ? rows.removeFirst() : nil
            let footer = s.hasFooter && !rows.isEmpty ? rows.removeLast() : nil
            sections.append(styledSection(header: header, rows: rows, footer: footer, id: child.id, origin: child.origin))
            gaps.append(header == nil ? IOSMetrics.listSectionSpacing : IOSMetrics.listHeaderTopSpacing)
        }
        flush()
        let list = ViewNode(.layout(CustomLayout(ListLayout(gaps: gaps), typeName: name)), id: id, children: sections,
                            origin: origin)
        let background = ViewNode(.color(SystemColor.systemGroupedBackground.color))
            .modifier(.ignoresSafeArea(regions: .all, edges: .all))
        return list.modifier(.background(alignment: .center), secondary: background)
    }

    /// A section as a List draws it: header, card, footer.
    static func styledSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, id: String?,
                              origin: NodeOrigin?) -> ViewNode {
        let m = IOSMetrics.self
        var children: [ViewNode] = []
        if let header {
            children.append(header
                .modifier(.textOption(.textCase(.uppercase)))
                .modifier(.foregroundStyle(SystemColor.secondaryLabel.color))
                .modifier(.font(FontSpec(style: .footnote)))
                .modifier(.padding(EdgeInsets(top: 0, leading: m.listRowInsets.leading, bottom: m.listHeaderGap,
                                              trailing: m.listRowInsets.trailing))))
        }
        var cardRows: [ViewNode] = []
        for (i, row) in rows.enumerated() where !NodeBuilder.isEmptyList(row) {
            if i > 0 {
                cardRows.append(ViewNode(.divider).modifier(.padding(EdgeInsets(leading: m.listSeparatorLeading))))
            }
            cardRows.append(row
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
                .modifier(.padding(m.listRowInsets))
                .modifier(.flexibleFrame(FlexibleFrame(minHeight: m.listRowMinHeight))))
        }
        let card = ViewNode(.vStack(alignment: .leading, spacing: 0), children: cardRows)
            .modifier(.background(alignment: .center),
                      secondary: ViewNode(.shape(.roundedRectangle(cornerRadius: m.listCardCornerRadius)))
                        .modifier(.fill(SystemColor.secondarySystemGroupedBackground.color)))
        children.append(card)
        if let footer {
            children.append(footer
                .modifier(.foregroundStyle(SystemColor.secondaryLabel.color))
                .modifier(.font(FontSpec(style: .footnote)))
                .modifier(.padding(EdgeInsets(top: m.listHeaderGap, leading: m.listRowInsets.leading, bottom: 0,
                                              trailing: m.listRowInsets.trailing))))
        }
        let layout = SectionLayout(hasHeader: header != nil, hasFooter: footer != nil, inList: true)
        return ViewNode(.layout(CustomLayout(layout, typeName: "Section")), id: id, children: children, origin: origin)
    }
}
