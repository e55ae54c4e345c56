import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .frame(maxWidth: .infinity)
            .background(.teal)
            .padding(10)
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 120)) {
    ContentView()
}
