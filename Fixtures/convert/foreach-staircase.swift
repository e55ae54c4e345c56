import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<10) { position in
                Text("Number \(position)")
                    .id("text\(position)")
                    .alignmentGuide(.leading) { _ in CGFloat(position) * -10 }
            }
        }
        .id("stack")
        .background(.red)
        .frame(width: 400, height: 400)
        .background(.blue)
    }
}

#Preview(traits: .fixedLayout(width: 400, height: 400)) {
    ContentView()
}
