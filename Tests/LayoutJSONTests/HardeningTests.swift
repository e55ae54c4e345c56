import Foundation
import Testing
@testable import LayoutJSON

/// Inputs found by fuzzing the fixtures, examples and docs after the feature merges: each crashed, hung or
/// answered wrongly before its fix; now each gives its one-line error (or lays out).
@Suite struct HardeningTests {
    static let errors: [(String, String)] = [
        // Int(1e20) trapped: an integral literal next to an Int is an Int, as in Swift.
        (##"{"ForEach": {"range": [0, 3], "as": "i", "content": {"Text": "\\(max(i, 100000000000000000000))"}}}"##,
         ##"tree.json:1:66: root.ForEach.content.Text: integer literal 1e+20 overflows Int"##),
        (##"{"ForEach": {"range": [0, 3], "as": "i", "content": {"Color": "red", "modifiers": [{"frame": {"width": "i + 100000000000000000000"}}]}}}"##,
         ##"tree.json:1:107: root.ForEach.content.modifiers[0].frame.width: integer literal 1e+20 overflows Int"##),
    ]

    @Test(arguments: errors)
    func message(_ json: String, _ expected: String) {
        #expect(TestInput.error(json) == expected)
    }
}
