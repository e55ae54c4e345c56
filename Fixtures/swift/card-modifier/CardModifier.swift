import SwiftUI

/// A reusable card style: a ViewModifier and the View extension that applies it.
struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 12
    var tint: Color = .white

    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(tint)
            .cornerRadius(cornerRadius)
            .shadow(color: .black.opacity(0.15), radius: 4, y: 2)
    }
}

extension View {
    func cardStyle(tint: Color = .white) -> some View {
        modifier(CardStyle(tint: tint))
    }
}

#Preview("Cards", traits: .fixedLayout(width: 300, height: 200)) {
    VStack(spacing: 16) {
        Text("Default card")
            .cardStyle()
        Text("Tinted card")
            .foregroundStyle(.white)
            .cardStyle(tint: .indigo)
    }
    .padding()
    .background(Color(.systemGroupedBackground))
}
