import Foundation

/// `List { ... }`, `Form { ... }` and `Section(header:footer:) { ... }` in the list style in effect
/// (`ListStyleKind`; iOS's default is inset-grouped; docs/semantics.md §11.1). Contract:
///
/// - A Section is built as a node named "Section" (`SectionLayout`) holding [header?, content..., footer?]. On its
///   own (outside a List or Form) it is a VStack of them.
/// - A List or Form is a control (`ListControl`) named "List"/"Form" over its content, so it is styled by the
///   `listStyle` and `contentMargins` in effect where it is, as SwiftUI's environment styles it. Its body is a
///   node of the same name (`ListLayout`) over the style's background (ignoring the safe area). Each Section
///   becomes a styled section: the header, a card of rows separated by hairlines inset to the rows' text, then
///   the footer. Views outside a Section are rows of an implicit section without a header. An inline Picker is
///   several rows (`PickerControl.inlineExpansion`): a section of its own outside a Section, rows in one.
/// - A row is its content, leading-aligned, inside the row insets (`listRowInsets`, which a Toggle's switch or
///   a Stepper may reach into), at least the minimum row height tall. The row's view traits (`ViewTrait`, on its
///   modifier chain) are read here: `listRowInsets` replaces the style's insets, a `badge` is trailing text in the
///   secondary colour, `listRowBackground` fills the row in place of the card's fill (the card is then its rows'
///   own fills clipped to its shape, so the first and last rows' backgrounds follow its corners), `listRowSeparator(.hidden)` drops the hairline above or
///   below the row, and a Section's `listSectionSeparator(.hidden)` drops a grouped card's edge hairlines.
/// - `ListLayout` is proposed like a vertical ScrollView: it takes the proposed size (its content's where a
///   dimension is nil) and offers each section the width less its margins (the style's card margin on each
///   side plus the horizontal contentMargins) and no height; sections stack from the top contentMargin with the
///   style's spacing. The content is not clipped (at scroll offset 0 rows past the bottom run under the home
///   indicator, as on a device).
/// All numbers come from `IOSMetrics` through `ListStyleKind`.
public struct ListLayout: Layout {
    /// The space above each section.
    public var gaps: [CGFloat]
    public var style: ListStyleKind
    /// The contentMargins in effect, added around the sections.
    public var contentMargins: EdgeInsets

    public init(gaps: [CGFloat], style: ListStyleKind = .automatic, contentMargins: EdgeInsets = EdgeInsets()) {
        self.gaps = gaps; self.style = style; self.contentMargins = contentMargins
    }

    func leading(_ width: CGFloat) -> CGFloat { style.cardMargin(width: width) + contentMargins.leading }
    func horizontal(_ width: CGFloat) -> CGFloat {
        2 * style.cardMargin(width: width) + contentMargins.leading + contentMargins.trailing
    }

    func content(_ width: CGFloat?, _ subviews: Subviews) -> (width: CGFloat, heights: [CGFloat]) {
        var inner: CGFloat?
        if let width { inner = max(0, width - horizontal(width)) }
        var heights: [CGFloat] = []
        var widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(ProposedViewSize(width: inner, height: nil))
            heights.append(size.height)
            widest = max(widest, size.width)
        }
        if let width { return (width, heights) }
        return (widest + horizontal(widest), heights)
    }

    func gap(_ i: Int) -> CGFloat { i < gaps.count ? gaps[i] : style.sectionSpacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let (width, heights) = content(proposal.width, subviews)
        var height = style.sectionSpacing + contentMargins.top + contentMargins.bottom
        for (i, h) in heights.enumerated() { height += gap(i) + h }
        return CGSize(width: width, height: proposal.height ?? height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = max(0, bounds.width - horizontal(bounds.width))
        var y = bounds.minY + contentMargins.top
        for (i, s) in subviews.enumerated() {
            y += gap(i)
            let p = ProposedViewSize(width: inner, height: nil)
            s.place(at: CGPoint(x: bounds.minX + leading(bounds.width), y: y), proposal: p)
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

    /// `List { content }` (`name` "List") or `Form { content }` ("Form"), styled where it is laid out.
    public static func list(_ name: String, content: [ViewNode], id: String? = nil,
                            origin: NodeOrigin? = nil) -> ViewNode {
        ViewNode(.control(Control(ListControl(name: name))), id: id, children: content, origin: origin)
    }
}

/// A List or Form as a control: its body is the styled list for the environment's `listStyle` and
/// `contentMargins` (see `ListLayout` above for the structure).
public struct ListControl: ControlBody {
    public var name: String
    public init(name: String) { self.name = name }
    public var description: String { name }

    public func body(label content: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let style = environment.listStyle
        var sections: [ViewNode] = []
        var gaps: [CGFloat] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(Self.styledSection(header: nil, rows: loose, footer: nil, style: style, id: nil, origin: nil))
            gaps.append(style.sectionSpacing)
            loose = []
        }
        for element in content where !NodeBuilder.isEmptyList(element) {
            // An inline Picker directly in the List is a section of its own, headed by its label (§12.4).
            if let inline = PickerControl.inlineExpansion(element, in: environment) {
                flush()
                sections.append(Self.styledSection(header: inline.label, rows: inline.rows, footer: nil, style: style,
                                                   id: nil, origin: element.origin))
                gaps.append(inline.label == nil ? style.sectionSpacing : style.headerTopSpacing)
                continue
            }
            let child = element.strippingTraits
            guard case .layout(let l) = child.kind, let s = l.layout as? SectionLayout, !s.inList else {
                loose.append(element)
                continue
            }
            flush()
            var rows = child.children
            let header = s.hasHeader && !rows.isEmpty ? rows.removeFirst() : nil
            let footer = s.hasFooter && !rows.isEmpty ? rows.removeLast() : nil
            // An inline Picker in a Section: its label's row, then a row per option (§12.4).
            rows = rows.flatMap { row in
                PickerControl.inlineExpansion(row, in: environment).map { ($0.label.map { [$0] } ?? []) + $0.rows } ?? [row]
            }
            sections.append(Self.styledSection(header: header, rows: rows, footer: footer, style: style, id: child.id,
                                               origin: child.origin, hiddenEdges: element.traits.sectionSeparatorHidden))
            gaps.append(header == nil ? style.sectionSpacing : style.headerTopSpacing)
        }
        flush()
        let layout = ListLayout(gaps: gaps, style: style, contentMargins: environment.contentMargins ?? EdgeInsets())
        let list = ViewNode(.layout(CustomLayout(layout, typeName: name)), children: sections)
        let background = ViewNode(.color(style.background.color))
            .modifier(.ignoresSafeArea(regions: .all, edges: .all))
        return list.modifier(.background(alignment: .center), secondary: background)
    }

    /// A section as a List of `style` draws it: header, card, footer.
    static func styledSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, style: ListStyleKind,
                              id: String?, origin: NodeOrigin?,
                              hiddenEdges: EdgeSet = []) -> ViewNode {
        let m = IOSMetrics.self, insets = style.rowInsets
        var children: [ViewNode] = []
        if let header {
            if style.prominentHeaders {
                let pad = m.listPlainHeaderPadding
                children.append(header
                    .modifier(.foregroundStyle(.color(SystemColor.secondaryLabel.color)))
                    .modifier(.font(FontSpec(style: .headline)))
                    .modifier(.padding(EdgeInsets(top: pad, leading: insets.leading, bottom: pad, trailing: insets.trailing))))
            } else {
                children.append(header
                    .modifier(.textOption(.textCase(.uppercase)))
                    .modifier(.foregroundStyle(.color(SystemColor.secondaryLabel.color)))
                    .modifier(.font(FontSpec(style: .footnote)))
                    .modifier(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: m.listHeaderGap,
                                                  trailing: insets.trailing))))
            }
        }
        let hairline = ViewNode(.divider)
        var cardRows: [ViewNode] = style.edgeHairlines && !hiddenEdges.contains(.top) ? [hairline] : []
        var hideBelowPrevious = false
        var ownBackground: Set<Int> = []
        for (i, element) in rows.enumerated() where !NodeBuilder.isEmptyList(element) {
            let traits = element.traits
            if i > 0, !hideBelowPrevious, !traits.separatorHidden.contains(.top) {
                cardRows.append(ViewNode(.divider).modifier(.padding(EdgeInsets(leading: insets.leading))))
            }
            hideBelowPrevious = traits.separatorHidden.contains(.bottom)
            var row = element.strippingTraits
            if let badge = traits.shownBadge {
                row = ViewNode(.hStack(alignment: .center, spacing: nil), children: [
                    row, ViewNode(.spacer(minLength: nil)),
                    TextPiece.text(badge).modifier(.foregroundStyle(.color(SystemColor.secondaryLabel.color)))])
            }
            row = row
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
                .modifier(.listRowInsets((traits.rowInsets ?? nil) ?? insets))
                .modifier(.flexibleFrame(FlexibleFrame(minHeight: m.listRowMinHeight)))
            if let background = traits.rowBackground ?? nil {
                row = row.modifier(.background(alignment: .center), secondary: background)
                ownBackground.insert(cardRows.count)
            }
            cardRows.append(row)
        }
        if style.edgeHairlines && !hiddenEdges.contains(.bottom) { cardRows.append(hairline) }
        let cardShape: ShapeKind = style.cornerRadius > 0 ? .roundedRectangle(cornerRadius: style.cornerRadius) : .rectangle
        let fill = ViewNode(.shape(.rectangle)).modifier(.fill(.color(style.cardFill.color)))
        var card: ViewNode
        if ownBackground.isEmpty {
            card = ViewNode(.vStack(alignment: .leading, spacing: 0), children: cardRows)
                .modifier(.background(alignment: .center),
                          secondary: ViewNode(.shape(cardShape)).modifier(.fill(.color(style.cardFill.color))))
        } else {
            // A row with a background of its own replaces the card's fill there (a clear one shows the list's
            // background); the other rows and separators keep the card's fill; the card's shape clips them all.
            let parts = cardRows.enumerated().map { i, r in ownBackground.contains(i) ? r : r.background(fill) }
            card = ViewNode(.vStack(alignment: .leading, spacing: 0), children: parts).modifier(.clipShape(cardShape))
        }
        children.append(card)
        if let footer {
            children.append(footer
                .modifier(.foregroundStyle(.color(SystemColor.secondaryLabel.color)))
                .modifier(.font(FontSpec(style: .footnote)))
                .modifier(.padding(EdgeInsets(top: m.listHeaderGap, leading: insets.leading, bottom: 0,
                                              trailing: insets.trailing))))
        }
        let layout = SectionLayout(hasHeader: header != nil, hasFooter: footer != nil, inList: true)
        return ViewNode(.layout(CustomLayout(layout, typeName: "Section")), id: id, children: children, origin: origin)
    }
}
