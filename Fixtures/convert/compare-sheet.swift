import SwiftUI

struct ContentView1: View {
    var body: some View {
        Text("Hello, World!")
            .background(.red)
            .frame(width: 200, height: 100)
    }
}

// layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil
#Preview(".background(.red)\n.frame(width: 200, height: 100)", traits: .sizeThatFitsLayout) {
    ContentView1()
}

struct ContentView2: View {
    var body: some View {
        Text("Hello, World!")
            .frame(width: 200, height: 100)
            .background(.red)
    }
}

// layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil
#Preview(".frame(width: 200, height: 100)\n.background(.red)", traits: .sizeThatFitsLayout) {
    ContentView2()
}

struct ContentView3: View {
    var body: some View {
        Text("Hello, World!")
            .padding()
            .background(.teal)
    }
}

// layoutviz: proposes nil x nil (the view's ideal size), not the device's size: --proposal nilxnil
#Preview(".padding()\n.background(.teal)", traits: .sizeThatFitsLayout) {
    ContentView3()
}
