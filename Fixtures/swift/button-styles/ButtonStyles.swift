import SwiftUI

// Seed 002's button styles: a ButtonStyle's makeBody(configuration:) is every button below the
// .buttonStyle it is set with (an environment value); a closer style wins.
struct CircleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding()
            .background(Circle().fill(Color.blue))
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

struct Buttons: View {
    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Button("Hello", action: {})
                Button("World") {}
                Button { } label: { Text("Bordered") }
                    .buttonStyle(.bordered)
            }
            .buttonStyle(CircleStyle())
            HStack {
                Button("Default") {}
                Button("Plain") {}.buttonStyle(PlainButtonStyle())
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview("Buttons", traits: .fixedLayout(width: 360, height: 200)) {
    Buttons()
}
