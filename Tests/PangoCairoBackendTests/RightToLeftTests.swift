import Foundation
import LayoutCore
import Testing
@testable import PangoCairoBackend

/// docs/semantics.md §3.2, "right-to-left text in a left-to-right layout": the lines of an Arabic or Hebrew Text
/// are placed by the layout's direction (`.leading` is the left edge for every line), and truncation removes
/// the text's logical end.
@Suite("Right-to-left text in a left-to-right layout")
struct RightToLeftTests {
    static let arabic = "السلام عليكم ورحمة الله وبركاته"

    @Test("wrapped right-to-left lines start at the left for .leading, end at the right for .trailing")
    func alignment() throws {
        let m = try #require(Shared.measurer)
        let leading = m.measure(request(Self.arabic, width: 120))
        #expect(leading.lines.count >= 2)
        // Lines narrower than the box: .leading puts them at the left edge, not the right.
        let narrow = leading.lines.filter { $0.width < leading.size.width - 1 }
        #expect(!narrow.isEmpty)
        for line in leading.lines { #expect(line.x == 0, "\(line)") }
        let trailing = m.measure(request(Self.arabic, width: 120, alignment: .trailing))
        for line in trailing.lines { #expect(abs(line.x + line.width - trailing.size.width) < 1e-9, "\(line)") }
    }

    @Test("truncation cuts the logical end: the ellipsis follows the text's last kept letters")
    func truncation() throws {
        let m = try #require(Shared.measurer)
        let cut = m.measure(request(Self.arabic, width: 100, lineLimit: 1))
        let line = try #require(cut.lines.first)
        #expect(line.text.hasSuffix("…") && line.text.hasPrefix("السلام"), "\(line.text)")
        #expect(line.x == 0)
    }
}
