import Foundation
import LayoutCore

/// Drawing in a colour scheme: every colour a node paints is resolved (`Color.resolved(in:)`, a gradient's stops too) when the display
/// list is built, so renderers only ever see concrete colours.
extension Paint {
    func resolved(in scheme: ColorScheme) -> Paint {
        switch self {
        case .fill(let k, let c): .fill(k, c.resolved(in: scheme))
        case .stroke(let k, let c, let w): .stroke(k, c.resolved(in: scheme), lineWidth: w)
        case .strokeBorder(let k, let c, let w): .strokeBorder(k, c.resolved(in: scheme), lineWidth: w)
        case .text(let layout, let style, let c): .text(layout.resolved(in: scheme), style, c.resolved(in: scheme))
        case .image: self
        }
    }
}

extension TextLayout {
    /// The runs' own colours and the decorations' colours resolved (an undecorated plain Text's layout is
    /// returned as it is).
    func resolved(in scheme: ColorScheme) -> TextLayout {
        guard !runs.isEmpty || !decoration.isEmpty else { return self }
        var t = self
        t.decoration = decoration.resolved(in: scheme)
        for i in t.runs.indices {
            t.runs[i].color = t.runs[i].color?.resolved(in: scheme)
            t.runs[i].decoration = t.runs[i].decoration.resolved(in: scheme)
        }
        return t
    }
}

extension TextDecoration {
    func resolved(in scheme: ColorScheme) -> TextDecoration {
        var d = self
        d.underline?.color = underline?.color?.resolved(in: scheme)
        d.strikethrough?.color = strikethrough?.color?.resolved(in: scheme)
        return d
    }
}
