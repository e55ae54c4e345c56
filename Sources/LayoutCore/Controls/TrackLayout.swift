import Foundation

/// The layout of a Slider's or a linear ProgressView's track: subviews [track, filled part] and, for a
/// slider, [.., thumb]. Contract: it takes the proposed width (the thumb's diameter, or 0 without one, when
/// the width is unspecified) and the fixed `height`; the track spans the width (inset by half the thumb, so
/// the thumb's centre runs over it), vertically centred; the filled part runs from the track's leading end to
/// `fraction` of it; the thumb is centred on that point.
public struct TrackLayout: Layout {
    public var fraction: CGFloat
    public var height: CGFloat
    public var trackThickness: CGFloat
    public var thumbDiameter: CGFloat?

    public init(fraction: CGFloat, height: CGFloat, trackThickness: CGFloat, thumbDiameter: CGFloat?) {
        self.fraction = min(1, max(0, fraction)); self.height = height
        self.trackThickness = trackThickness; self.thumbDiameter = thumbDiameter
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let minimum = thumbDiameter ?? 0
        let w = proposal.width.map { $0.isFinite ? max($0, minimum) : minimum } ?? minimum
        return CGSize(width: w, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let thumb = thumbDiameter ?? 0
        let trackWidth = max(0, bounds.width - thumb)
        let x0 = bounds.minX + thumb / 2
        let y = bounds.midY - trackThickness / 2
        let filled = trackWidth * fraction
        if subviews.count > 0 {
            subviews[0].place(at: CGPoint(x: x0, y: y), proposal: ProposedViewSize(width: trackWidth, height: trackThickness))
        }
        if subviews.count > 1 {
            subviews[1].place(at: CGPoint(x: x0, y: y), proposal: ProposedViewSize(width: filled, height: trackThickness))
        }
        if subviews.count > 2 {
            subviews[2].place(at: CGPoint(x: x0 + filled - thumb / 2, y: bounds.midY - thumb / 2),
                              proposal: ProposedViewSize(width: thumb, height: thumb))
        }
    }
}

extension TrackLayout {
    /// The track's views: a grey capsule, the filled part in the tint, and a white thumb with a shadow.
    static func views(thumb: Bool, tint: Color) -> [ViewNode] {
        var views = [ViewNode(.shape(.capsule)).fill(SystemColor.systemFill.color),
                     ViewNode(.shape(.capsule)).fill(tint)]
        if thumb {
            views.append(ViewNode(.shape(.circle)).fill(Color.named["white"] ?? .accent)
                .modifier(.effect(.shadow(Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 3, y: 2)))))
        }
        return views
    }
}
