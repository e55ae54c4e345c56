import Foundation
import LayoutJSON
import LayoutPipeline
import LayoutRender
import LayoutVizDSL
import PangoCairoBackend
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing

// The code of docs/swift-api.md, compiled and run here. `DocsSyncTests` checks that every ```swift block of
// that page appears in this file, so the page cannot drift from code that builds.

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption)
            .padding(.horizontal, 6)
            .background(Capsule().fill(.red))
            .foregroundColor(.white)
    }
}

struct InboxRow: View {
    var title: String
    var unread: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            if unread > 0 {
                Badge(count: unread)
            }
        }
        .padding(.horizontal)
        .frame(maxWidth: .infinity, minHeight: 44)
    }
}

enum MyCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

extension VerticalAlignment {
    static let myCenter = VerticalAlignment(MyCenterID.self)
}

@Suite(.snapshots(record: ProcessInfo.processInfo.environment["CI"] == "true" ? .never : .missing))
struct DocExamples {
    @Test func quickStart() throws {
        let card = VStack(alignment: .leading, spacing: 4) {
            Text("layoutviz").font(.headline)
            Text("SwiftUI layout, on Linux").foregroundColor(.secondary)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(.yellow))

        let png = try render(card, as: .png(scale: 2))                       // PNG bytes
        let svg = try render(card, as: .svg, debug: .borders)                 // SVG bytes, a border per node
        let result = try layout(card, in: .fixed(width: 390, height: 200))   // every node's frame
        let dump = try frames(card)                                           // what `layoutviz layout` prints

        #expect(png.count > 100 && svg.count > 100)
        #expect(result.root.frame.width < 390)
        #expect(dump.contains("\"kind\": \"background\""))
    }

    @Test func builders() throws {
        let folders = [("Inbox", 3), ("Archive", 0), ("Spam", 12)]
        let list = VStack(spacing: 0) {
            ForEach(folders, id: \.0) { folder in
                InboxRow(title: folder.0, unread: folder.1)
                Divider()
            }
        }
        .frame(width: 320)

        let image = try render(list, as: .png(scale: 2), debug: .labels)
        #expect(!image.isEmpty)
    }

    @Test func geometryAndGuides() throws {
        let view = VStack(alignment: .leading) {
            Text("Hello, world!").alignmentGuide(.leading) { d in d[.trailing] }
            Text("This is a longer line of text")
            GeometryReader { proxy in
                Color.teal.frame(width: proxy.size.width / 2)
            }
            .frame(height: 20)
            HStack(alignment: .myCenter) {
                Rectangle().fill(.blue).frame(width: 50, height: 50)
                Text("Hello\nWorld").alignmentGuide(.myCenter) { d in d[.firstTextBaseline] }
            }
        }

        let result = try layout(view, in: .fixed(width: 300, height: 300))
        #expect(result.root.children.count == 4)
    }

    @Test func inboxSnapshots() {
        let row = InboxRow(title: "Inbox", unread: 3).frame(width: 320)

        assertSnapshot(of: row, as: .png)                                   // PNG @2x, exact match
        assertSnapshot(of: row, as: .png(scale: 3, debug: .borders))        // @3x with a border per node
        assertSnapshot(of: row, as: .svg)                                   // diffable text
        assertSnapshot(of: row, as: .frames)                                // the frame dump
    }

    @Test func jsonSnapshots() {
        let tree = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/examples/badge.json")

        assertSnapshot(of: tree, as: .png(debug: .borders))
        assertSnapshot(of: tree, as: .frames)
    }

    static let badgeFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/examples/badge.json").path

    @Test func pipelineFigures() throws {
        let treeFile = Self.badgeFile
        let pipeline = Pipeline(options: PipelineOptions(scale: 2, overrides: ViewportOverrides(
            device: try DeviceCatalog.parse("iPhone 15"))))
        let measurers = MeasurerPool()
        var images: [Data] = []
        for figure in try pipeline.load(treeFile) {                      // one figure for a JSON tree
            let measurer = try measurers.measurer(for: figure.fonts, input: figure.source)
            let laid = try pipeline.layout(figure, measurer: measurer)   // in the iPhone 15's screen
            images.append(try laid.render(.png, options: RenderOptions(debug: .borders)))
        }
        #expect(images.count == 1)
        let size = try PNGHeader.size(header: Array(images[0].prefix(32)))
        #expect(size.width == 393 * 2 && size.height == 852 * 2)
    }

    @Test func pipelineSession() throws {
        let treeFile = Self.badgeFile
        let document = try DocumentDecoder.decode(fileAtPath: treeFile)
        let session = try LayoutSession(document: document, measurer: PangoTextMeasurer())
        let first = session.layout()                                     // laid out
        session.setProposal(ProposedViewSize(width: 200, height: nil))   // a narrower window
        let narrow = session.layout()                                    // laid out again, text cache warm
        let again = session.layout()                                     // nothing changed: the last result
        #expect(session.layoutCount == 2)
        #expect(first.root.proposal != narrow.root.proposal)
        #expect(FramesJSON.encode(again) == FramesJSON.encode(narrow))
    }

    @Test func tolerantComparison() {
        let row = InboxRow(title: "Inbox", unread: 3).frame(width: 320)

        // At most 0.1% of the pixels may differ, each by a colour distance of at most 0.02 (diff --threshold 0.02).
        assertSnapshot(of: row, as: .png(precision: 0.999, perceptualPrecision: 0.98), named: "tolerant")
    }
}

/// docs/swift-api.md's ```swift blocks are all in this file (up to indentation, blank lines and imports).
@Suite struct DocsSyncTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func normalized(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    static var blocks: [String] {
        let page = (try? String(contentsOf: repo.appendingPathComponent("docs/swift-api.md"), encoding: .utf8)) ?? ""
        var out: [String] = [], current: [String]?
        for line in page.components(separatedBy: "\n") {
            if current == nil, line == "```swift" { current = [] }
            else if current != nil, line == "```" { out.append((current ?? []).joined(separator: "\n")); current = nil }
            else if current != nil { current?.append(line) }
        }
        // The package manifest excerpt is not test code.
        return out.filter { !$0.hasPrefix("// Package.swift") }
    }

    @Test func pageHasExamples() { #expect(Self.blocks.count >= 5) }

    @Test("each example of docs/swift-api.md is compiled here", arguments: blocks)
    func compiled(_ block: String) throws {
        let source = Self.normalized(try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
        let lines = Self.normalized(block)
        let found = !lines.isEmpty && source.indices.contains { start in
            start + lines.count <= source.count && Array(source[start..<(start + lines.count)]) == lines
        }
        #expect(found, "not in DocExamples.swift:\n\(block)")
    }
}
