import Foundation
import LayoutCore

/// Drawing in a colour scheme: every colour a node paints is resolved (`Color.resolved(in:)`) when the display
/// list is built (`DisplayListBuilder` resolves a paint's colour as it appends the paint's items), so renderers
/// only ever see concrete colours.
extension TextLayout {
    /// The runs' own colours resolved (a plain Text's layout is returned as it is).
    func resolved(in scheme: ColorScheme) -> TextLayout {
        guard !runs.isEmpty else { return self }
        var t = self
        for i in t.runs.indices { t.runs[i].color = t.runs[i].color?.resolved(in: scheme) }
        return t
    }
}
