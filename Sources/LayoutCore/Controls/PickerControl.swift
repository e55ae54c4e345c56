import Foundation

/// `Picker(title, selection:) { options }` in the picker style in effect (`.pickerStyle`, `PickerStyleKind`;
/// docs/semantics.md, "Controls"). The node's children are the label (when `hasLabel`: the title's Text) then the
/// options; the selected option is the one whose `.tag(...)` is `selection`, else the one whose text is (an
/// option without a tag is tagged by its text here), else the first. Traits are taken off the options shown.
///
/// - menu (iOS's automatic style) outside a List row: a borderless button showing the selected option and an
///   up-down chevron (`SymbolImage`, small scale), `chevronSpacing` apart, in the accent colour; no label.
/// - menu in a List or Form row: the label leading and the selected option with the chevron trailing, in the
///   secondary label colour, as wide as the row.
/// - navigationLink: in a row, the label leading and the selected option then a chevron.right trailing, in the
///   secondary colour (as a NavigationLink row); outside a row, as menu.
/// - segmented (in a row or not, label not shown): a capsule-cornered track (`segmentedHeight` tall, corner
///   `segmentedCornerRadius`, tertiarySystemFill) as wide as offered, the options in equal segments (13-point
///   text), the selected one on a rounded rectangle of tertiarySystemBackground (white; dark gray in dark mode) inset `segmentedInset` with a small shadow.
/// - wheel (in a row or not, label not shown; all sizes [inferred]): a drum `wheelHeight` tall as wide as offered,
///   `wheelRows` equal slots, the selected option in the middle one on a rounded highlight (`wheelHighlightHeight`
///   tall, tertiarySystemFill), the options before and after it above and below (none past either end), in
///   `wheelFontSize` text squeezed vertically and fainter the further they are from the middle (`wheelFalloff`).
/// - inline (all [inferred]): in a List or Form, where the picker is one of the list's elements, it is not one row
///   but several (`inlineExpansion`, read by `ListControl`): one per option, the option leading and, on the
///   selected one, a checkmark (`checkmarkScale`) trailing in the accent colour (`InlinePickerOption`); directly in
///   the List it is a section of its own headed by its label, inside a Section its label is a row above the
///   options. Anywhere else (outside a List, or nested in a row's stack) it draws as the wheel, as iOS does.
/// Disabled (`ControlEnvironment.isEnabled`): the accent parts gray, the label secondary; layout unchanged.
public struct PickerControl: ControlBody {
    public static let chevronSpacing: CGFloat = 4
    public static let segmentedHeight: CGFloat = 32
    public static let segmentedCornerRadius: CGFloat = 9
    public static let segmentedInset: CGFloat = 2
    public static let segmentFontSize: CGFloat = 13
    public static let wheelHeight: CGFloat = 216
    public static let wheelRows = 5
    public static let wheelHighlightHeight: CGFloat = 34
    public static let wheelHighlightRadius: CGFloat = 8
    public static let wheelFontSize: CGFloat = 21
    /// Vertical scale and opacity of the rows one and two away from the middle.
    public static let wheelFalloff: [(scale: CGFloat, opacity: Double)] = [(0.85, 0.6), (0.55, 0.3)]
    /// The inline style's checkmark: an SF Symbol at the body font's size (`SymbolImage`).
    public static let checkmarkScale = SymbolImage.Scale.medium

    public var selection: String?
    /// The first child is the picker's label.
    public var hasLabel: Bool
    public init(selection: String?, hasLabel: Bool = false) { self.selection = selection; self.hasLabel = hasLabel }

    public var name: String { "Picker" }
    public var description: String {
        "Picker(selection: \(selection?.debugDescription ?? "nil")\(hasLabel ? ", label" : ""))"
    }

    public func body(label children: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let label = hasLabel ? Array(children.prefix(1)) : []
        let options = hasLabel ? Array(children.dropFirst()) : children
        let chosenIndex = Self.selectedIndex(options, selection)
        let inRow = environment.listRowInsets != nil
        switch environment.pickerStyle {
        case .segmented:
            return segmented(options, chosenIndex, environment)
        case .wheel, .inline:
            return wheel(options, chosenIndex, environment)
        case .automatic, .menu, .navigationLink:
            let chosen = chosenIndex.map { options[$0].strippingTraits }
                ?? selection.map { ViewNode.text($0) } ?? ViewNode(.emptyView)
            let navigation = environment.pickerStyle == .navigationLink
            guard inRow else {
                let chevron = SymbolImage.node("chevron.up.chevron.down", scale: .small)
                return ViewNode(.hStack(alignment: .center, spacing: Self.chevronSpacing), children: [chosen, chevron])
                    .foreground(environment.accent)
            }
            let m = IOSMetrics.self
            let indicator = navigation
                ? ViewNode(.image(.symbol("chevron.right", scale: .medium), width: 0, height: 0)).modifier(.resizable)
                    .frame(width: m.chevronSize.width, height: m.chevronSize.height)
                    .foreground(SystemColor.tertiaryLabel.color)
                : SymbolImage.node("chevron.up.chevron.down", scale: .small)
            let value = ViewNode(.hStack(alignment: .center, spacing: navigation ? m.chevronSpacing : Self.chevronSpacing),
                                 children: [chosen.modifier(.lineLimit(1)), indicator])
                .foreground(environment.isEnabled ? SystemColor.secondaryLabel.color : ControlEnvironment.disabledTint)
            let title = environment.shown(label)
            return .stack(.hStack(alignment: .center, spacing: nil),
                          [environment.labelLook(.label(title)), ViewNode(.spacer(minLength: nil)), value])
        }
    }

    /// The segmented control: equal segments on a rounded track, the selected one raised.
    private func segmented(_ options: [ViewNode], _ chosen: Int?, _ environment: ControlEnvironment) -> ViewNode {
        let inset = Self.segmentedInset
        let segments = options.enumerated().map { i, option -> ViewNode in
            var text = option.strippingTraits.modifier(.lineLimit(1))
                .modifier(.font(FontSpec(size: Self.segmentFontSize, weight: i == chosen ? .medium : nil)))
            if !environment.isEnabled { text = text.foreground(ControlEnvironment.disabledLabel) }
            var segment = text.padding(0, inset + 4, 0, inset + 4)
                .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
            if i == chosen {
                let thumb = ViewNode(.shape(.roundedRectangle(cornerRadius: Self.segmentedCornerRadius - inset)))
                    .fill(SystemColor.tertiarySystemBackground.color)
                    .modifier(.effect(.shadow(Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 4, y: 2))))
                    .padding(inset, inset, inset, inset)
                segment = segment.background(thumb)
            }
            return segment
        }
        return ViewNode(.hStack(alignment: .center, spacing: 0), children: segments)
            .modifier(.frame(width: nil, height: Self.segmentedHeight, alignment: .center))
            .background(ViewNode(.shape(.roundedRectangle(cornerRadius: Self.segmentedCornerRadius)))
                .fill(SystemColor.tertiarySystemFill.color))
    }

    /// The wheel: the selected option in the middle slot on a highlight, its neighbours above and below.
    private func wheel(_ options: [ViewNode], _ chosen: Int?, _ environment: ControlEnvironment) -> ViewNode {
        let half = Self.wheelRows / 2
        let slot = Self.wheelHeight / CGFloat(Self.wheelRows)
        let rows = (-half...half).map { offset -> ViewNode in
            let i = (chosen ?? 0) + offset
            guard let chosen, options.indices.contains(i), chosen >= 0 else {
                return ViewNode(.color(.clear)).modifier(.frame(width: nil, height: slot, alignment: .center))
            }
            var text = options[i].strippingTraits.modifier(.lineLimit(1))
                .modifier(.font(FontSpec(size: Self.wheelFontSize)))
            if !environment.isEnabled { text = text.foreground(ControlEnvironment.disabledLabel) }
            var row = text.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
                .modifier(.frame(width: nil, height: slot, alignment: .center))
            if offset != 0 {
                let falloff = Self.wheelFalloff[min(abs(offset), Self.wheelFalloff.count) - 1]
                row = row.modifier(.effect(.scale(x: 1, y: falloff.scale, anchor: .center)))
                    .modifier(.opacity(falloff.opacity))
            }
            return row
        }
        let highlight = ViewNode(.shape(.roundedRectangle(cornerRadius: Self.wheelHighlightRadius)))
            .fill(SystemColor.tertiarySystemFill.color)
            .modifier(.frame(width: nil, height: Self.wheelHighlightHeight, alignment: .center))
        return ViewNode(.vStack(alignment: .center, spacing: 0), children: rows).background(highlight)
    }

    /// An inline picker as a List shows it: its label (nil when there is none or labels are hidden) and one row per
    /// option. `element` is a List or Section element: the Picker under any modifiers; the picker style is the
    /// one in `environment` (the List's) or set by a modifier on the way down. Each row keeps the element's
    /// modifiers (their ids, and the Picker's own, only on the first row, so they stay unique). Nil when `element`
    /// is not an inline Picker.
    public static func inlineExpansion(_ element: ViewNode, in environment: ControlEnvironment)
        -> (label: ViewNode?, rows: [ViewNode])? {
        var env = environment
        var chain: [ViewNode] = []
        var n = element
        while true {
            switch n.kind {
            case .controlSetting(let setting): setting.apply(to: &env)
            case .labelsHidden: env.labelsHidden = true
            default: break
            }
            if case .control(let c) = n.kind, let picker = c.body as? PickerControl {
                guard env.pickerStyle == .inline else { return nil }
                let label = picker.hasLabel ? env.shown(Array(n.children.prefix(1))).first : nil
                let options = picker.hasLabel ? Array(n.children.dropFirst()) : n.children
                let chosen = selectedIndex(options, picker.selection)
                let rows = options.enumerated().map { i, option in
                    let row = ViewNode(.control(Control(InlinePickerOption(selected: i == chosen))), id: i == 0 ? n.id : nil,
                                       children: [option.strippingTraits], origin: n.origin)
                    return chain.reversed().reduce(row) { inner, modifier in
                        var m = modifier
                        m.children[0] = inner
                        if i > 0 { m.id = nil }
                        return m
                    }
                }
                return (label.map(env.labelLook), rows)
            }
            guard n.kind.isModifier, !n.children.isEmpty else { return nil }
            chain.append(n)
            n = n.children[0]
        }
    }

    /// The index of the selected option: by tag, else by text, else the first; nil without options.
    static func selectedIndex(_ options: [ViewNode], _ selection: String?) -> Int? {
        guard let selection else { return options.isEmpty ? nil : 0 }
        if let i = options.firstIndex(where: { $0.traits.tag == selection }) { return i }
        if let i = options.firstIndex(where: { $0.traits.tag == nil && text(of: $0) == selection }) { return i }
        return options.isEmpty ? nil : 0
    }

    /// The string of a Text, under any modifiers.
    static func text(of v: ViewNode) -> String? {
        if case .text(let s) = v.kind { return s }
        guard v.kind.isModifier, let first = v.children.first else { return nil }
        return text(of: first)
    }
}

/// One option of an inline Picker in a List (docs/semantics.md §12.4, [inferred]): the option's view leading and,
/// when it is the selection, a checkmark trailing in the accent colour (gray when disabled); the option keeps its
/// own colour (the primary label colour; secondary when disabled). The List makes it a row like any other.
public struct InlinePickerOption: ControlBody {
    public var selected: Bool
    public init(selected: Bool) { self.selected = selected }

    public var name: String { "Picker" }
    public var description: String { "Picker(inline option\(selected ? ", selected" : ""))" }

    public func body(label children: [ViewNode], in environment: ControlEnvironment) -> ViewNode {
        let option = environment.labelLook(.label(children))
        guard selected else { return option }
        let check = SymbolImage.node("checkmark", scale: PickerControl.checkmarkScale).foreground(environment.accent)
        return .stack(.hStack(alignment: .center, spacing: nil), [option, ViewNode(.spacer(minLength: nil)), check])
    }
}
