import SwiftUI

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(spacing: 10))
            : AnyLayout(VStackLayout())
        layout {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: 50, height: 50)
        }
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    ContentView().environment(\.horizontalSizeClass, .regular)
}
