import SwiftUI

/// A radial layout after Apple's "Composing custom layouts with SwiftUI" sample: the subviews on a circle,
/// the first at the top, clockwise.
struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct Pet: Identifiable {
    let id: Int
    var color: Color
}

#Preview("Pets", traits: .fixedLayout(width: 240, height: 240)) {
    MyRadialLayout {
        ForEach([Pet(id: 0, color: .red), Pet(id: 1, color: .green), Pet(id: 2, color: .blue),
                 Pet(id: 3, color: .orange), Pet(id: 4, color: .purple), Pet(id: 5, color: .pink)]) { pet in
            Circle()
                .fill(pet.color)
                .frame(width: 32, height: 32)
        }
    }
}
