import LayoutCore
import LayoutVizDSL
import Testing
@Test func colorComponents() {
    let c = LayoutCore.Color(red: 0.5, green: 0.25, blue: 1)
    #expect(c.red == 0.5)
    #expect(Color.red != Color(c))
    let v = VStack(alignment: .leading) { Text("a").padding(); Spacer() }.frame(maxWidth: .infinity)
    _ = v
    _ = Text("x").frame()
    _ = Text("x").frame(alignment: .leading)
}
