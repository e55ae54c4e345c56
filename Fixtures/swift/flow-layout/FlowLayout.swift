import SwiftUI

/// A flow layout in the style of the blog posts that introduced the Layout protocol: subviews left to right,
/// wrapping to a new line when the proposed width is used up.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width
            widest = max(widest, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: widest, height: y + rowHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
            }
            subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

let tagWidths: [CGFloat] = [60, 90, 40, 120, 70, 50, 100]

#Preview("Tags", traits: .fixedLayout(width: 300, height: 140)) {
    FlowLayout(spacing: 10) {
        ForEach(tagWidths.indices, id: \.self) { i in
            Capsule()
                .fill(i.isMultiple(of: 2) ? Color.teal : Color.orange)
                .frame(width: tagWidths[i], height: 30)
        }
    }
    .frame(width: 280)
    .border(.gray)
}
