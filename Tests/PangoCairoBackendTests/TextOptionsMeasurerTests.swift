import Foundation
import LayoutCore
import Testing
@testable import PangoCairoBackend

@Suite("PangoTextMeasurer: text options")
struct TextOptionsMeasurerTests {
    @Test("probe")
    func probe() throws {
        let m = try #require(Shared.measurer)
        var r = request("ABCDEF")
        let plain = m.measure(r).lines[0].width
        r.tracking = 3
        let tracked = m.measure(r).lines[0].width
        r.tracking = 0; r.kerning = 3
        let kerned = m.measure(r).lines[0].width
        print("PROBE plain \(plain) tracked \(tracked) kerned \(kerned)")
    }
}
