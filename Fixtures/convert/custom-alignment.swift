import SwiftUI

extension VerticalAlignment {
    private enum MyCenterID: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }

    static let myCenter = VerticalAlignment(MyCenterID.self)
}

struct ContentView: View {
    var body: some View {
        HStack(alignment: .myCenter) {
            Rectangle()
                .id("square")
                .fill(.blue)
                .frame(width: 50, height: 50)
            Text("Hello\nWorld")
                .id("text")
                .font(.largeTitle)
                .alignmentGuide(.myCenter) { d in d[.firstTextBaseline] }
                .id("guide")
                .border(.red)
        }
        .id("stack")
    }
}

#Preview(traits: .fixedLayout(width: 240, height: 120)) {
    ContentView()
}
