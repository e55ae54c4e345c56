import SwiftUI

// Seed 002, "Preference 和 GeometryReader": a circle sized to its text. The text's width goes up in WidthKey
// from a GeometryReader in its background; onPreferenceChange keeps it in @State; the frame uses it.
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        value = value ?? nextValue()
    }
}

struct TextWithCircle: View {
    @State private var width: CGFloat? = nil

    var body: some View {
        Text("Hello, world")
            .background(GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
            })
            .onPreferenceChange(WidthKey.self) {
                self.width = $0
            }
            .frame(width: width, height: width)
            .background(Circle().fill(Color.blue))
    }
}

#Preview("Circle", traits: .fixedLayout(width: 300, height: 200)) {
    TextWithCircle()
}
