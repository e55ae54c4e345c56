import LayoutCore

/// The catalogue entries of the view-trait modifiers and the control settings read by `traitModifierKind`
/// (docs/format.md, "Controls" and "System containers"; their look: docs/semantics.md, "Controls" and §11.6).
extension FormatCatalogue {
    static var separatorVisibility: JSONTree {
        let visibility = S.enumeration(["automatic", "visible", "hidden"])
        return S.anyOf([visibility, S.object(["visibility": visibility, "edges": S.enumeration(["all", "top", "bottom"])],
                                             required: ["visibility"])])
    }

    static let traitModifiers: [CatalogueEntry] = [
        modifier("badge", "A List row's trailing text in the secondary colour, or on a TabView's tab a red capsule "
                 + "with the white count on the tab's icon: a whole number (0 shows none), a string, a Text with "
                 + "Text modifiers (as a run of a Text: bold, foregroundColor, ...), or null (none).",
                 S.anyOf([S.type("integer"), S.string, S.ref("view"), S.null]),
                 #"{"List": [{"Text": "Inbox", "modifiers": [{"badge": 3}]}, {"Text": "Sent"}]}"#, swift: .badge),
        modifier("disabled", "true: the controls below draw disabled (their accent-coloured parts gray, their label "
                 + "text secondary; the layout is unchanged). Under a disabled view, false does not enable them again.",
                 S.bool, #"{"Button": "Sign In", "modifiers": [{"buttonStyle": "borderedProminent"}, {"disabled": true}]}"#,
                 swift: .disabled),
        modifier("imageScale", "The size of the Image(systemName:) symbols below (SwiftUI's Image.Scale): small "
                 + "(0.8 of medium), medium (the default, about a line of the font in effect) or large (1.3 of medium).",
                 S.enumeration(SymbolImage.Scale.allCases.map(\.rawValue)),
                 #"{"Label": {"title": "Favorites", "systemImage": "star"}, "modifiers": [{"imageScale": "large"}]}"#,
                 swift: .imageScale),
        modifier("listRowBackground", "Drawn behind a List or Form row (filling the row, inside its section's card "
                 + "shape): a colour or a VIEW; null keeps the card's colour.",
                 S.anyOf([S.ref("color"), S.ref("view"), S.null]),
                 #"{"List": [{"Text": "Highlighted", "modifiers": [{"listRowBackground": "yellow"}]}, {"Text": "Plain"}]}"#,
                 swift: .listRowBackground),
        modifier("listRowInsets", "A List or Form row's content insets in place of the list style's: a number (every "
                 + "edge), {top, leading, bottom, trailing} (missing sides 0) or null (the style's).",
                 S.anyOf([S.ref("number"), S.object(["top": S.ref("length"), "leading": S.ref("length"),
                                                     "bottom": S.ref("length"), "trailing": S.ref("length")]), S.null]),
                 #"{"List": [{"Text": "Flush", "modifiers": [{"listRowInsets": {"leading": 0}}]}]}"#,
                 swift: .listRowInsets),
        modifier("listRowSeparator", "hidden: no separator next to the row (above and below it, or the edges "
                 + "given); visible or automatic: the style's.", separatorVisibility,
                 #"{"List": [{"Text": "One", "modifiers": [{"listRowSeparator": "hidden"}]}, {"Text": "Two"}]}"#,
                 swift: .listRowSeparator),
        modifier("listSectionSeparator", "hidden: a plain or grouped list section without its hairline above and "
                 + "below (or the edges given); the inset styles have none.", separatorVisibility,
                 #"{"List": [{"Section": {"header": "Today", "content": [{"Text": "One"}]}, "modifiers": [{"listSectionSeparator": "hidden"}]}], "modifiers": [{"listStyle": "plain"}]}"#,
                 swift: .listSectionSeparator),
        modifier("pickerStyle", "The style of the Pickers below: automatic and menu (iOS's default), segmented, "
                 + "navigationLink (a row's value with a disclosure chevron), wheel (a five-row drum), inline (in a List, a "
                 + "row per option with a checkmark on the selection; elsewhere a wheel); palette is not drawn (an error).",
                 S.enumeration(PickerStyleKind.allCases.map(\.rawValue)),
                 #"{"Picker": {"title": "View", "selection": "List", "content": [{"Text": "List"}, {"Text": "Grid"}]}, "modifiers": [{"pickerStyle": "segmented"}]}"#,
                 swift: .pickerStyle),
        modifier("tag", "The value a Picker compares its selection with (a string or a number); no effect elsewhere.",
                 S.anyOf([S.string, S.type("number")]),
                 #"{"Picker": {"title": "Size", "selection": "m", "content": [{"Text": "Small", "modifiers": [{"tag": "s"}]}, {"Text": "Medium", "modifiers": [{"tag": "m"}]}]}}"#,
                 swift: .tag),
    ]
}
