import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.indigo).frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text("Taylor Appleseed").font(.headline)
                Text("Layout engineer, works on stacks, frames and the negotiation between them.")
                    .font(.subheadline)
                    .foregroundColor(.gray)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground))
        }
        .padding(8)
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 140)) {
    ContentView()
}
