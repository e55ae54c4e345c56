import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Color.mint
                .id("map")
                .edgesIgnoringSafeArea(.top)
                .frame(height: 300)
            Text("Turtle Rock").id("title")
            Spacer()
        }
        .id("stack")
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Bar")
                .id("bar")
                .frame(maxWidth: .infinity)
                .background(.yellow)
        }
        .id("inset")
        .safeAreaPadding(.horizontal, 20)
        .id("sap")
        .background { Color.gray.opacity(0.3).ignoresSafeArea() }
    }
}

// layoutviz: safe area 47, 0, 34, 0 (top, leading, bottom, trailing): --safe-area 47,0,34,0
#Preview(traits: .fixedLayout(width: 390, height: 844)) {
    ContentView()
}
