import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 4) {
            Group {
                Text("A").id("a")
                Text("B").id("b")
            }
            .padding(6)
            .background(.yellow)
            ForEach(Array([Color.red, .green, .blue].enumerated()), id: \.offset) { n, c in
                c
                    .id("swatch\(n)")
                    .frame(width: CGFloat(20 + 10 * n), height: 20)
            }
            EmptyView()
        }
        .id("row")
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 80)) {
    ContentView()
}
