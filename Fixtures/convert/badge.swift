import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Inbox")
            .font(.title)
            .padding()
            .background { RoundedRectangle(cornerRadius: 12).fill(Color(.systemGray5)) }
            .overlay(alignment: .topTrailing) {
                Text("42")
                    .font(.caption.weight(.bold))
                    .foregroundColor(.white)
                    .padding(3)
                    .background { RoundedRectangle(cornerRadius: 5).fill(.red) }
                    .fixedSize()
            }
            .padding(8)
    }
}

// layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil
#Preview(traits: .sizeThatFitsLayout) {
    ContentView()
}
