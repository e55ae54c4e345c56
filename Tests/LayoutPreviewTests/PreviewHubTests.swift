import Foundation
@testable import LayoutPreview
import Testing

/// The preview's shared state and pages without a server (docs/preview.md): what a page is sent, that a slow
/// page gets only the newest layout, that an error keeps the last good figure, and that only numbered pages
/// exist.
@Suite("Preview hub and pages")
struct PreviewHubTests {
    static let figure = PreviewHub.Figure(name: nil, data: #"{"file": "a.json"}"#, figures: #"{"light": "data:x"}"#)

    @Test("a subscriber gets the current state first, then only the newest of what it has not read")
    func newestOnly() async throws {
        let hub = PreviewHub(inputs: ["a.json"])
        hub.publish(0, figures: [Self.figure])
        let (id, messages) = try #require(hub.subscribe(input: 0, figure: 0))
        var it = messages.makeAsyncIterator()
        #expect(await it.next() == #"{"version": 1, "name": null, "data": {"file": "a.json"}, "figures": {"light": "data:x"}}"#)
        for _ in 0..<3 { hub.publish(0, figures: [Self.figure]) }
        #expect(await it.next()?.hasPrefix(#"{"version": 4,"#) == true)
        hub.unsubscribe(id)
        #expect(await it.next() == nil)
        #expect(hub.subscriberCount == 0)
    }

    @Test("an error keeps the last good figures; a gone figure or input is said so")
    func errors() throws {
        let hub = PreviewHub(inputs: ["a.json"])
        #expect(hub.subscribe(input: 1, figure: 0) == nil)
        hub.publish(0, figures: [Self.figure])
        hub.publish(0, error: "a.json:3:5: root.Text: expected a string")
        let entry = try #require(hub.entry(0))
        #expect(entry.figures == [Self.figure] && entry.version == 2)
        #expect(PreviewHub.message(entry, figure: 0) == #"{"version": 2, "error": "a.json:3:5: root.Text: expected a string"}"#)
        hub.publish(0, figures: [Self.figure])
        #expect(PreviewHub.message(try #require(hub.entry(0)), figure: 1).contains("figure 2 is gone"))
        // The page keeps the last good figure under the error.
        hub.publish(0, error: "a.json:1:1: broken")
        let page = try #require(PreviewPages.view(hub, input: 0, figure: 0))
        #expect(page.contains(#"<script type="application/json" id="lv-data">{"file": "a.json"}</script>"#))
        #expect(PreviewPages.view(hub, input: 1, figure: 0) == nil)
    }

    @Test("the index escapes file names and shows errors; only small decimal numbers name pages")
    func pagesAndPaths() {
        let hub = PreviewHub(inputs: ["<b>.json"])
        hub.publish(0, error: "<b>.json:1:1: & broken")
        let index = PreviewPages.index(hub)
        #expect(index.contains("<a href=\"/view/0\">&lt;b&gt;.json</a>"))
        #expect(index.contains("&lt;b&gt;.json:1:1: &amp; broken"))
        #expect(PreviewServer.numbers("0", "2")! == (0, 2))
        for bad in ["..", "-1", "1e3", "０", "9999999", "", " 1", "0x1"] {
            #expect(PreviewServer.numbers(bad, "0") == nil, "\(bad)")
        }
    }
}
