// Text sizes measured on Apple devices (Fixtures/text/measured-sizes.json) against layoutviz's measurement with
// the pinned default design: prints, per entry, how far layoutviz is, and fails when an entry is further from the
// device than its recorded error (docs/rendering.md, "Text widths against the device").
import Foundation
import LayoutCore
import LayoutRender
import Testing
@testable import PangoCairoBackend

/// One published measurement of SwiftUI/UIKit/AppKit text in the system font.
struct MeasuredSize: Decodable, Sendable, CustomTestStringConvertible {
    struct Size: Decodable, Sendable { var width: CGFloat?; var height: CGFloat? }
    var id: String
    var text: String
    var size: CGFloat
    var weight: String
    var proposedWidth: CGFloat?
    /// The pixel scale the source rounds up to (2, 3), 1 for whole points, 0 for unrounded numbers.
    var rounding: CGFloat
    var tolerance: CGFloat?
    var measured: Size
    var source: String
    var quote: String
    var recordedError: Size

    var testDescription: String { id }

    /// The entry measured by `measurer`, rounded as the source rounds.
    func measure(_ measurer: PangoTextMeasurer) -> CGSize {
        let request = TextRequest(string: text, style: TextStyle(size: size, weight: FontWeight(rawValue: weight) ?? .regular), width: proposedWidth,
                                  scale: rounding == 0 ? 4096 : rounding)
        return measurer.measure(request).size
    }

    static let all: [MeasuredSize] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/text/measured-sizes.json")
        struct File: Decodable { var entries: [MeasuredSize] }
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else {
            return []
        }
        return file.entries
    }()
}

@Suite("Measured sizes")
struct MeasuredSizesTests {
    @Test("the table has entries, each with its source")
    func table() {
        #expect(MeasuredSize.all.count >= 10)
        for e in MeasuredSize.all {
            #expect(!e.source.isEmpty && !e.quote.isEmpty, "\(e.id) needs its source and a quote")
            #expect(FontWeight(rawValue: e.weight) != nil, "\(e.id): unknown weight \(e.weight)")
            #expect(e.measured.width != nil || e.measured.height != nil, "\(e.id) measures nothing")
            #expect((e.measured.width == nil) == (e.recordedError.width == nil)
                    && (e.measured.height == nil) == (e.recordedError.height == nil),
                    "\(e.id): record an error for each measured side")
        }
    }

    @Test("no entry is further from the device than its recorded error", arguments: MeasuredSize.all)
    func entry(_ e: MeasuredSize) throws {
        let measurer = try #require(Shared.measurer)
        let ours = e.measure(measurer)
        // The error the source's own precision allows, plus float noise.
        let slack = (e.tolerance ?? 0) + 0.001
        var report: [String] = []
        for (side, device, recorded, value) in [("width", e.measured.width, e.recordedError.width, ours.width),
                                                 ("height", e.measured.height, e.recordedError.height, ours.height)] {
            guard let device, let recorded else { continue }
            let error = value - device
            report.append("\(side) \(Self.format(value)) vs \(Self.format(device)): \(Self.signed(error)) "
                          + "(\(Self.signed(100 * error / device))%; recorded \(Self.signed(recorded)))")
            #expect(abs(error) <= abs(recorded) + slack,
                    "\(e.id): \(side) \(Self.format(value)) is \(Self.signed(error)) from the device's \(Self.format(device)), worse than the recorded \(Self.signed(recorded))")
        }
        print("measured-sizes \(e.id) (\(Self.format(e.size)) pt \(e.weight)): " + report.joined(separator: "; "))
    }

    static func format(_ v: CGFloat) -> String { String(format: "%.3f", Double(v)) }
    static func signed(_ v: CGFloat) -> String { String(format: "%+.3f", Double(v)) }
}
