import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The decoder's fast path (`FastViews`) gives exactly what the general decoder gives: the same nodes (kinds,
/// ids, children, origins with their paths), warnings, Text locations and errors, on every fixture, every
/// docs/format.md block and a set of trees made to sit on each edge of the fast subset.
@Suite struct FastPathTests {
    /// Everything a decode gives, written out: an error's line, or the tree with origins, the warnings and the
    /// Text locations.
    static func outcome(_ text: String, fastPath: Bool) -> (String, fastViews: Int) {
        let context = DecodeContext(file: "tree.json", baseDirectory: "/nonexistent")
        context.usesFastPath = fastPath
        do {
            let json = try JSONParser.parse(Array(text.utf8))
            let input = try DocumentDecoder.decodeInput(json: json, file: "tree.json", baseDirectory: "/nonexistent",
                                                        allowComparison: true, context: context)
            guard case .view(let document) = input else { return ("comparison", context.fastViewsRead) }
            var lines: [String] = []
            dump(document.root, into: &lines, depth: 0)
            lines += document.warnings.map { "warning \($0)" }
            lines += document.locations.texts.map { "text \($0.text) \($0.location)" }
            return (lines.joined(separator: "\n"), context.fastViewsRead)
        } catch let error as JSONSyntaxError {
            return ("syntax \(error.message)", context.fastViewsRead)
        } catch {
            return ("error \(error)", context.fastViewsRead)
        }
    }

    private static func dump(_ node: ViewNode, into lines: inout [String], depth: Int) {
        let origin = node.origin.map { "\($0.line):\($0.column) \($0.path)" } ?? "-"
        lines.append(String(repeating: " ", count: depth) + "\(node.kind) id=\(node.id ?? "-") @ \(origin)")
        for child in node.children { dump(child, into: &lines, depth: depth + 1) }
    }

    static func expectSame(_ text: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = outcome(text, fastPath: true), general = outcome(text, fastPath: false)
        #expect(general.fastViews == 0)
        #expect(fast.0 == general.0, "\(label)", sourceLocation: sourceLocation)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyFixtureDecodesTheSameBothWays() throws {
        let fixtures = Self.repository.appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" } ?? []
        #expect(files.count > 100)
        var fastViews = 0
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            Self.expectSame(text, file.path)
            fastViews += Self.outcome(text, fastPath: true).fastViews
        }
        // The fast path does run on them.
        #expect(fastViews > 100)
    }

    @Test func everyFormatDocumentBlockDecodesTheSameBothWays() {
        let blocks = FormatDocumentationTests.blocks.filter { $0.info.hasPrefix("json") }
        #expect(blocks.count > 50)
        for block in blocks { Self.expectSame(block.text, block.description) }
    }

    /// A leaf, a row and a document around `views` (each a VIEW), written compactly or pretty-printed.
    static func document(_ views: [String], pretty: Bool) -> String {
        let separator = pretty ? ",\n    " : ","
        return "{\"proposal\": {\"width\": 400, \"height\": null},\n \"root\": {\"VStack\": {\"spacing\": 8, \"content\": [\n    "
            + views.joined(separator: separator) + "]}, \"modifiers\": [{\"frame\": {\"maxWidth\": \"infinity\"}}]}}"
    }

    /// Views on either side of the subset's edges: each decodes (or fails, or warns) the same both ways.
    static let edgeViews: [String] = [
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 40, "height": 20}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": -1}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"height": 20, "width": 40}}, {"frame": {"width": 40}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 40, "height": 20, "alignment": "top"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 100000, "height": -0}}, {"frame": {"height": 100001}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 40, "height": "20"}}, {"frame": {"width": 40, "minHeight": 2}}]}"#,
        #"{"HStack": [{"Color": "red"}], "id": "s", "modifiers": [{"padding": 2}, {"frame": {"width": 5}, "id": "f"}]}"#,
        #"{"VStack": [{"Color": "red"}], "modifiers": [{"padding": 2}, {"frame": {"width": "5"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": "infinity"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": null, "height": 3}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 1, "width": 2}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"width": 1, "maxWidth": 2}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"widht": 1}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"minWidth": 10, "maxWidth": 5}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"minWidth": -10}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"idealHeight": 3, "maxHeight": 1}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"minHeight": 5, "maxHeight": 1}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"minWidth": 0, "idealWidth": 5, "maxWidth": "infinity", "alignment": "topLeading"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"maxWidth": "infinit"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"maxWidth": 1e9}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"alignment": "middle"}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {"alignment": {"horizontal": "leading", "vertical": "top"}}}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {}, "id": "f"}, {"padding": 8, "id": "p"}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {}, "id": 3}]}"#,
        #"{"Color": "gray", "modifiers": [{"frame": {}, "padding": 3}]}"#,
        #"{"Color": "gray", "modifiers": [{"padding": -4}, {"padding": 200000}]}"#,
        #"{"Color": "gray", "modifiers": [{"padding": "top"}, {"padding": {"top": 3}}]}"#,
        #"{"Color": "gray", "modifiers": ["padding"]}"#,
        #"{"Color": "gray", "modifiers": {"padding": 3}}"#,
        #"{"Color": "gray", "modifiers": [], "modifiers": []}"#,
        #"{"Color": "gray", "id": "a", "id": "b"}"#,
        #"{"Color": "gray", "id": "row \\(1 + 2)"}"#,
        #"{"Color": "gray", "Text": "x"}"#,
        #"{"Color": "grey"}"#,
        ##"{"Color": "#336699"}"##,
        ##"{"Color": "#336699", "modifiers": [{"opacity": 0.5}]}"##,
        #"{"Color": "red", "padding": 3}"#,
        #"{"Text": "Hello, wörld — ünïcode", "modifiers": [{"padding": 2}]}"#,
        #"{"Text": "sum \\(1 + 2)"}"#,
        #"{"Text": {"verbatim": "v"}}"#,
        #"{"Text": ["a", "b"]}"#,
        #"{"Text": 3}"#,
        #"{"Rectangle": {}, "modifiers": [{"frame": {"height": 2}}]}"#,
        #"{"Circle": {"radius": 3}}"#,
        #"{"Capsule": {}}"#, #"{"Ellipse": {}}"#, #"{"Spacer": {}}"#, #"{"Spacer": {"minLength": 4}}"#,
        #"{"HStack": [{"Color": "red"}, {"Text": "t"}]}"#,
        #"{"HStack": {"alignment": "top", "spacing": 2, "content": [{"Color": "red"}]}}"#,
        #"{"HStack": {"alignment": "leading", "content": []}}"#,
        #"{"HStack": {"alignment": null, "spacing": null, "content": [{"Color": "red"}]}}"#,
        #"{"HStack": {"spacing": "8", "content": []}}"#,
        #"{"HStack": {"spacing": 1, "spacing": 2, "content": []}}"#,
        #"{"HStack": {"content": null}}"#,
        #"{"HStack": {"spacing": 3}}"#,
        #"{"VStack": {"alignment": "trailing", "content": [{"ScrollView": [{"Color": "red"}]}, {"Color": "red"}]}}"#,
        #"{"VStack": {"alignment": "top", "content": []}}"#,
        #"{"ZStack": {"alignment": "bottomTrailing", "content": [{"Color": "red"}, {"Circle": {}}]}}"#,
        #"{"ZStack": {"spacing": 3, "content": []}}"#,
        #"{"ZStack": [{"Color": "red", "modifiers": [{"background": "blue"}]}]}"#,
        #"{"ForEach": {"data": [1, 2], "content": {"Color": "red", "modifiers": [{"frame": {"width": "i"}}]}}}"#,
        #"{"Group": [{"Color": "red"}, {"Text": "g"}], "modifiers": [{"padding": 1}]}"#,
        #"{"VStack": [{"Color": "red"}, 3, {"Color": "blue"}]}"#,
        #"{"Unknown": {}}"#,
    ]

    @Test(arguments: [false, true]) func edgesOfTheSubsetDecodeTheSameBothWays(pretty: Bool) {
        // Each view alone (the first error or warning is its own), then all of them in one tree.
        for view in Self.edgeViews { Self.expectSame(Self.document([Self.edgeViews[0], view, view], pretty: pretty), view) }
        Self.expectSame(Self.document(Self.edgeViews.filter { Self.outcome(Self.document([$0], pretty: pretty),
                                                                           fastPath: false).0.hasPrefix("error") == false },
                                      pretty: pretty), "all")
    }

    @Test func aBareViewAndItsSchemaKeyDecodeTheSameBothWays() {
        Self.expectSame(#"{"$schema": "x", "VStack": [{"Color": "red"}, {"Color": "red"}]}"#, "schema")
        Self.expectSame(#"{"VStack": [{"Color": "red"}, {"Color": "red", "modifiers": [{"frame": {"width": 3}}]}]}"#, "bare")
    }

    @Test func theWideCompareTreeTakesTheFastPath() {
        let row = #"{"HStack":{"spacing":8,"content":[{"Color":"gray","modifiers":[{"frame":{"width":40,"height":20}}]}]}}"#
        let text = Self.document(Array(repeating: row, count: 50), pretty: false)
        let fast = Self.outcome(text, fastPath: true)
        // The first colour is read by the general decoder (the name is then known); the rest are fast.
        #expect(fast.fastViews >= 50 * 2)
        Self.expectSame(text, "wide")
    }

    @Test func nestingNearTheDepthLimitDecodesTheSameBothWays() {
        for depth in [FormatLimits.maxViewDepth - 2, FormatLimits.maxViewDepth, FormatLimits.maxViewDepth + 1] {
            let text = String(repeating: #"{"VStack": ["#, count: depth - 1) + #"{"Color": "red"}"#
                + String(repeating: "]}", count: depth - 1)
            let (fast, general) = onLargeStack { (Self.outcome(text, fastPath: true).0, Self.outcome(text, fastPath: false).0) }
            #expect(fast == general, "depth \(depth)")
        }
    }
}
