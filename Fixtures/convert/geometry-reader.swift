import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Start")
            .id("text")
            .padding()
            .id("padding")
            .background {
                GeometryReader { proxy in
                    Circle()
                        .id("circle")
                        .fill(.blue)
                        .frame(width: proxy.size.width, height: proxy.size.width)
                        .id("circleFrame")
                }
                .id("reader")
            }
            .id("background")
    }
}

#Preview(traits: .fixedLayout(width: 160, height: 160)) {
    ContentView()
}
