import SwiftUI

struct ContentView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let layout = horizontalSizeClass == .regular
            ? AnyLayout(HStackLayout(spacing: 8))
            : AnyLayout(VStackLayout())
        VStack(alignment: .leading, spacing: 12) {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Text("Name").foregroundColor(.secondary)
                    Text("Taylor Swift")
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("City").foregroundColor(.secondary)
                    Text("Nashville")
                }
            }
            layout {
                Text("Follow")
                    .padding(8)
                    .background { Capsule().fill(.blue) }
                    .foregroundColor(.white)
                Text("Message")
                    .padding(8)
                    .background { Capsule().fill(Color(.systemGray5)) }
            }
            ScrollView(showsIndicators: false) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                    Color.red.frame(height: 60).cornerRadius(8)
                    Color.orange.frame(height: 60).cornerRadius(8)
                    Color.yellow.frame(height: 60).cornerRadius(8)
                    Color.green.frame(height: 60).cornerRadius(8)
                    Color.mint.frame(height: 60).cornerRadius(8)
                    Color.teal.frame(height: 60).cornerRadius(8)
                    Color.blue.frame(height: 60).cornerRadius(8)
                    Color.indigo.frame(height: 60).cornerRadius(8)
                    Color.purple.frame(height: 60).cornerRadius(8)
                    Color.pink.frame(height: 60).cornerRadius(8)
                    Color.brown.frame(height: 60).cornerRadius(8)
                    Color.gray.frame(height: 60).cornerRadius(8)
                }
            }
        }
        .padding(16)
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 320)) {
    ContentView().environment(\.horizontalSizeClass, .regular)
}
