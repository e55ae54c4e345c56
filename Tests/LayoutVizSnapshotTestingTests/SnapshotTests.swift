import Foundation
import LayoutVizDSL
import LayoutVizSnapshotTesting
import SnapshotTesting
import Testing
@testable import LayoutVizSnapshotTesting

/// A small card in the DSL: the view the snapshot tests record.
struct ProfileCard: View {
    var name = "Ada Lovelace"
    var role = "Engineer"
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.teal).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(white: 0.95)))
        .frame(width: 260)
    }
}

/// The strategies against references recorded in `__Snapshots__/SnapshotTests/` (committed). On CI nothing
/// is recorded (`.never`): a missing or different reference fails.
@Suite(.snapshots(record: ProcessInfo.processInfo.environment["CI"] == "true" ? .never : .missing))
struct SnapshotTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func card() {
        assertSnapshot(of: ProfileCard(), as: .png, named: "png")
        assertSnapshot(of: ProfileCard(), as: .png(scale: 1, debug: .borders), named: "png-1x-borders")
        assertSnapshot(of: ProfileCard(), as: .svg, named: "svg")
        assertSnapshot(of: ProfileCard(), as: .frames, named: "frames")
    }

    @Test func fixedLayout() {
        assertSnapshot(of: ProfileCard(), as: .png(scale: 2, layout: .fixed(width: 300, height: 100)), named: "png")
    }

    @Test func jsonFile() {
        let file = Self.repo.appendingPathComponent("Fixtures/examples/badge.json")
        assertSnapshot(of: file, as: .png(debug: .borders), named: "png")
        assertSnapshot(of: file, as: .frames, named: "frames")
    }

    /// The references `card()` recorded, checked against other views: each strategy reports the change.
    @Test func aChangedViewFails() throws {
        let changed = ProfileCard(role: "Mathematician")
        let png = verifySnapshot(of: changed, as: .png, named: "png", record: .never, testName: "card()")
        #expect(png?.contains(" pixels differ (") == true, "\(png ?? "nil")")
        // The images of the failure are written and named (Linux has no attachments).
        let named = (png ?? "").split(separator: "\n").filter { $0.hasPrefix("reference: ") || $0.hasPrefix("actual: ")
            || $0.hasPrefix("difference: ") }
        #expect(named.count == 3, "\(png ?? "nil")")
        for line in named {
            let path = String(line.drop { $0 != "/" })
            #expect(path.hasPrefix(SnapshotArtifacts.directory) && FileManager.default.fileExists(atPath: path), "\(line)")
        }
        let svg = verifySnapshot(of: changed, as: .svg, named: "svg", record: .never, testName: "card()")
        #expect(svg?.contains("+") == true && svg?.contains("Mathematician") == true, "\(svg ?? "nil")")
        let frames = verifySnapshot(of: changed, as: .frames, named: "frames", record: .never, testName: "card()")
        #expect(frames?.contains("@@") == true, "\(frames ?? "nil")")
        let resized = verifySnapshot(of: ProfileCard().padding(1), as: .png, named: "png", record: .never, testName: "card()")
        #expect(resized?.contains("differs from the reference's") == true, "\(resized ?? "nil")")
    }

    /// The same view passes against them, so the failures above are about the change.
    @Test func theSameViewPasses() {
        #expect(verifySnapshot(of: ProfileCard(), as: .png, named: "png", record: .never, testName: "card()") == nil)
        #expect(verifySnapshot(of: ProfileCard(), as: .svg, named: "svg", record: .never, testName: "card()") == nil)
    }

    @Test func aViewThatCannotRenderFails() {
        let broken = ProfileCard().padding(1e6)
        let message = verifySnapshot(of: broken, as: .png, named: "png", record: .never, testName: "card()")
        #expect(message?.contains("layoutviz could not render the view: padding: top 1000000 is out of range") == true, "\(message ?? "nil")")
    }

    /// A broken view fails even where its error was recorded as the reference (no silent pass on the next run).
    @Test func anErrorNeverMatches() {
        let error = Data("VStack: padding: top 1000000 is out of range".utf8)
        #expect(Diffing<Data>.layoutVizPNG().diffV2(error, error)?.0.hasPrefix("layoutviz could not render the view") == true)
        let text = LayoutVizSnapshot.errorPrefix + "root: the root view is empty (0x0); nothing to draw\n"
        #expect(Diffing<String>.layoutVizText.diffV2(text, text)?.0.hasPrefix("layoutviz could not render the view") == true)
        #expect(Diffing<String>.layoutVizText.diffV2("a\nb\n", "a\nb\n") == nil)
        #expect(Diffing<String>.layoutVizText.diffV2("a\nb\n", "a\nc\n")?.0.contains("+c") == true)
        let svg = verifySnapshot(of: EmptyView(), as: .svg, named: "svg", record: .never, testName: "card()")
        #expect(svg?.contains("layoutviz could not render the view: root: the root view is empty") == true, "\(svg ?? "nil")")
    }

    /// The pixels are counted as `layoutviz diff` counts them: a 2x2 block of 100 pixels differs; precision is
    /// the share that must match, perceptual precision the colour tolerance.
    @Test func precisionAllowsSmallDifferences() throws {
        let a = try render(Color.red.frame(width: 10, height: 10), as: .png(scale: 1))
        let b = try render(ZStack(alignment: .topLeading) { Color.red; Color.blue.frame(width: 2, height: 2) }
                            .frame(width: 10, height: 10), as: .png(scale: 1))
        let failure = try #require(Diffing<Data>.layoutVizPNG().diffV2(a, b))
        #expect(failure.0.hasPrefix("4 of 100 pixels differ (4%); allowed: 0\nreference: "), "\(failure.0)")
        #expect(Diffing<Data>.layoutVizPNG(precision: 0.96).diffV2(a, b) == nil)
        #expect(Diffing<Data>.layoutVizPNG(precision: 0.97).diffV2(a, b) != nil)
        #expect(Diffing<Data>.layoutVizPNG(perceptualPrecision: 0).diffV2(a, b) == nil)
        let names = failure.1.compactMap { if case .data(_, let name) = $0 { name } else { nil } }
        #expect(names == ["reference.png", "failure.png", "difference.png"])
    }
}
