import Foundation
import LayoutPipeline
import LayoutRender
import Testing

/// `check`'s report of every differing node (text: the first with its input location and a count of the rest;
/// HTML: all of them with their images), docs/preview.md.
@Suite("Check report page", .serialized)
struct CheckReportPageTests {
    static let tree = """
        {"canvas": {"width": 100, "height": 100}, "root":
        {"VStack": {"spacing": 0, "content": [
          {"Color": "red", "id": "top", "modifiers": [{"frame": {"width": 30, "height": 20}}]},
          {"Color": "blue", "id": "bottom", "modifiers": [{"frame": {"width": 30, "height": 20}}]}
        ]}}}
        """

    func failingRun() throws -> (dir: URL, results: [CaseResult]) {
        let dir = try Temp.directory()
        let tree = try Temp.write(Self.tree, "card.json", in: dir)
        let pool = MeasurerPool()
        _ = CheckEngineTests().engine(dir, mode: .missing).check(tree, measurers: pool)
        try Temp.write(Self.tree.replacingOccurrences(of: "\"width\": 30", with: "\"width\": 40"), "card.json", in: dir)
        return (dir, CheckEngineTests().engine(dir, mode: .none).check(tree, measurers: pool))
    }

    @Test("the text names the first differing node and where it was written, and counts the rest")
    func textCountsTheRest() throws {
        let (dir, results) = try failingRun()
        let r = try #require(results.first)
        #expect(r.status == .failed)
        let frames = try #require(r.messages.first { $0.hasPrefix("frames: ") })
        #expect(frames.hasPrefix("frames: root: (VStack) frame x expected"), "\(frames)")
        #expect(frames.contains("; written at \(dir.path)/card.json:2:1; and "), "\(frames)")
        #expect(frames.hasSuffix("; and \(r.frameDifferences.count - 1) more differing nodes"), "\(frames)")
        #expect(r.frameDifferences.count >= 4)
        let top = try #require(r.frameDifferences.first { $0.kindPath == "VStack › frame › Color#top" })
        #expect(top.location == "\(dir.path)/card.json:3:3" && top.inputPath == "root.VStack.content[0]",
                "\(top)")
    }

    @Test("the HTML report: summary, the three images and every differing node; self-contained; same bytes")
    func page() throws {
        let (_, results) = try failingRun()
        let report = CheckReport(results: results, mode: .none, shard: nil, totalBeforeShard: 1)
        let html = report.html()
        #expect(html == report.html())
        #expect(html.contains("data-count=\"failed\"><b>1</b> failed"))
        for role in ["expected", "actual", "diff"] {
            #expect(html.contains("<img data-role=\"\(role)\" src=\"data:image/png;base64,"), "\(role)")
        }
        #expect(html.components(separatedBy: "<tr data-path=").count - 1 == results[0].frameDifferences.count)
        #expect(html.contains("VStack › frame › Color#bottom"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains(" src=\"/"))
        let passing = CheckReport(results: [CaseResult(path: "a.json", status: .passed)], mode: .none, shard: nil,
                                  totalBeforeShard: 1).html()
        #expect(passing.contains("Every figure matches its references."))
    }
}
