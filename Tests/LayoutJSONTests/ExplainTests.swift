import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// `layoutviz explain`'s formats (docs/explain.md): text, JSON, --node selection, labels.
@Suite struct ExplainTests {
    static let engine = LayoutEngine(measurer: BoxFont(), scale: 1)

    static func trace(_ json: String) throws -> (LayoutResult, LayoutTrace) {
        let doc = try TestInput.decode(json)
        return engine.layoutWithTrace(doc.root, canvas: doc.canvas, proposal: doc.proposal)
    }

    /// Seed 000's 320x480 example, with the fixture's 76x17 stand-in for the text.
    static let seed = """
        {"canvas": {"width": 320, "height": 480},
         "root": {"Image": {"width": 76, "height": 17}, "id": "text",
                  "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"background": "teal"}, {"padding": 10}]}}
        """

    /// Derived by hand (docs/semantics.md): padding proposes 320-20 x 480-20 (§4.1); background proposes its
    /// proposal to the primary (§4.9); the flexible frame clamps 300x460 to [nil, inf] (§4.3); the image is
    /// 76x17; the frame is max(300, 76) = 300 wide (only a max) and hugs the image's 17; padding adds 20:
    /// 320x37, centred in 480 at y = 221.5. Placing: background proposes the primary's size 300x17 to the
    /// colour (§4.9); the frame proposes its own size 300x17 to the image and centres it: x = 10 + 112.
    static let seedText = """
         1. root proposes 320×480 to padding(10)
         2.   padding(10) proposes 300×460 to background
         3.     background proposes 300×460 to frame(maxWidth: ∞)
         4.       frame(maxWidth: ∞) proposes 300×460 to Image(76×17) #text
         5.       Image(76×17) #text answers 76×17
         6.     frame(maxWidth: ∞) answers 300×17
         7.   background answers 300×17
         8. padding(10) answers 320×37
         9. root places padding(10) at (0, 221.5), size 320×37, proposal 320×480
        10.   padding(10) places background at (10, 231.5), size 300×17, proposal 300×460
        11.     background proposes 300×17 to Color(teal) (while placing)
        12.     Color(teal) answers 300×17
        13.     background places frame(maxWidth: ∞) at (10, 231.5), size 300×17, proposal 300×460
        14.       frame(maxWidth: ∞) proposes 300×17 to Image(76×17) #text (while placing)
        15.       Image(76×17) #text answers 76×17
        16.       frame(maxWidth: ∞) places Image(76×17) #text at (122, 231.5), size 76×17, proposal 300×17
        17.     background places Color(teal) at (10, 231.5), size 300×17, proposal 300×17

        """

    @Test func seedExampleText() throws {
        let (_, trace) = try Self.trace(Self.seed)
        #expect(ExplainText.render(trace) == Self.seedText)
    }

    @Test func asciiSymbols() throws {
        let (_, trace) = try Self.trace(Self.seed)
        let text = ExplainText.render(trace, symbols: .ascii)
        #expect(text == Self.seedText.replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "∞", with: "inf"))
        #expect(!text.unicodeScalars.contains { !$0.isASCII })
    }

    @Test func nodeSelectionKeepsTheSubtreeWithItsStepNumbers() throws {
        let (_, trace) = try Self.trace(Self.seed)
        let frame = try NodeReference.resolve("0.0.0", in: trace).get()
        #expect(ExplainText.render(trace, node: frame) == """
             3. background proposes 300×460 to frame(maxWidth: ∞)
             4.   frame(maxWidth: ∞) proposes 300×460 to Image(76×17) #text
             5.   Image(76×17) #text answers 76×17
             6. frame(maxWidth: ∞) answers 300×17
            13. background places frame(maxWidth: ∞) at (10, 231.5), size 300×17, proposal 300×460
            14.   frame(maxWidth: ∞) proposes 300×17 to Image(76×17) #text (while placing)
            15.   Image(76×17) #text answers 76×17
            16.   frame(maxWidth: ∞) places Image(76×17) #text at (122, 231.5), size 76×17, proposal 300×17

            """)
        #expect(try NodeReference.resolve("text", in: trace).get() == 3)
        #expect(try NodeReference.resolve("#text", in: trace).get() == 3)
        #expect(try NodeReference.resolve("0", in: trace).get() == 0)
        let leaf = ExplainText.render(trace, node: 3)
        #expect(leaf.split(separator: "\n").map { String($0.prefix(3)) } == [" 4.", " 5.", "14.", "15.", "16."])
    }

    @Test func badNodeReferencesAreOneLineWithASuggestion() throws {
        let (_, trace) = try Self.trace(Self.seed)
        func message(_ r: String) -> String {
            switch NodeReference.resolve(r, in: trace) {
            case .success(let i): return "found \(i)"
            case .failure(let e): return e.message
            }
        }
        #expect(message("txt") == #"--node "txt": no node has this id; did you mean "text"?"#)
        #expect(message("Text") == #"--node "Text": no node has this id; did you mean "text"?"#)
        #expect(message("banana") == #"--node "banana": no node has this id; expected one of: text"#)
        #expect(message("0.3") == #"--node "0.3": no node at this path (a path lists child indices from the root: 0 is the root, 0.1 its second child)"#)
        let (_, anonymous) = try Self.trace(#"{"Color": "red"}"#)
        switch NodeReference.resolve("x", in: anonymous) {
        case .success: Issue.record("resolved")
        case .failure(let e): #expect(e.message.contains("the tree names none"))
        }
    }

    @Test func stackProbesAndCacheHitsInText() throws {
        let (_, trace) = try Self.trace("""
            {"canvas": {"width": 200, "height": 50}, "root": {"HStack": [{"Text": "Hi"}, {"Spacer": {}}]}}
            """)
        // BoxFont 17 pt: "Hi" is 17x17. The Spacer (lowest priority) is asked its minimum (8) first; the text
        // gets 200 - 8 = 192 and takes 17; the Spacer gets the rest, 183. Nothing is asked of the text alone at
        // its priority level but its share.
        let text = ExplainText.render(trace)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(8)) == [
            " 1. root proposes 200×50 to HStack",
            " 2.   HStack proposes 0×50 to Spacer (probe: min width)",
            " 3.   Spacer answers 8×0",
            " 4.   HStack proposes 192×50 to Text \"Hi\"",
            " 5.   Text \"Hi\" answers 17×17",
            " 6.   HStack proposes 183×50 to Spacer",
            " 7.   Spacer answers 183×0",
            " 8.   HStack proposes 192×50 to Text \"Hi\"",
        ])
        #expect(lines[8] == " 9.   Text \"Hi\" answers 17×17 (cached)")
        // Placing with the proposal it was measured with, the stack reuses its cached solution: no probes.
        #expect(lines[13] == "14.   HStack places Text \"Hi\" at (0, 16.5), size 17×17, proposal 192×50")
        #expect(!text.contains("while placing"))
        let skipped = ExplainText.render(trace, skipCached: true)
        #expect(!skipped.contains("(cached)"))
        #expect(skipped.contains(" 7.   Spacer answers 183×0\n"))
        #expect(!skipped.contains(" 8. "))
    }

    @Test func stackProposedNilAcrossSolvesAgainAtItsPlacedSize() throws {
        // fixedSize(vertical) proposes the HStack 200×nil; at placement the nil becomes its height, 17 (§1.2):
        // another proposal, so the stack probes its Spacer again while placing.
        let (_, trace) = try Self.trace("""
            {"canvas": {"width": 200, "height": 50}, "root": {"HStack": [{"Text": "Hi"}, {"Spacer": {}}],
             "modifiers": [{"fixedSize": {"horizontal": false, "vertical": true}}]}}
            """)
        let text = ExplainText.render(trace)
        #expect(text.contains("HStack proposes 0×nil to Spacer (probe: min width)"))
        #expect(text.contains("HStack proposes 0×17 to Spacer (probe: min width, while placing)"))
        #expect(!text.contains("0×nil to Spacer (probe: min width, while placing)"))
    }

    @Test func labelsNameKindsArgumentsAndIds() throws {
        let (_, trace) = try Self.trace("""
            {"VStack": [
              {"Text": "A very long text that goes on and on", "modifiers": [{"padding": {"top": 4}}]},
              {"Color": "red", "modifiers": [{"frame": {"width": 10}}, {"padding": 2}]},
              {"Color": "red", "modifiers": [{"frame": {"width": 10}}, {"padding": 2}]},
              {"Spacer": {"minLength": 5}, "id": "gap"},
              {"HStack": {"alignment": "top", "spacing": 4, "content": [{"Circle": {}}]}, "modifiers": [{"offset": {"x": 3}}]}
            ]}
            """)
        let labels = NodeLabel.labels(trace)
        #expect(labels == [
            "VStack",
            "padding(top: 4)", #"Text "A very long text that go...""#,
            "padding(2) [0.1]", "frame(width: 10) [0.1.0]", "Color(red) [0.1.0.0]",
            "padding(2) [0.2]", "frame(width: 10) [0.2.0]", "Color(red) [0.2.0.0]",
            "Spacer(minLength: 5) #gap",
            "offset(x: 3, y: 0)", "HStack(alignment: .top, spacing: 4)", "Circle",
        ])
    }

    @Test func jsonFormat() throws {
        let (result, trace) = try Self.trace(Self.seed)
        let text = ExplainJSON.encode(trace, canvas: result.canvas)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["canvas"] as? [String: Double] == ["width": 320, "height": 480])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["path"] as? String } == ["0", "0.0", "0.0.0", "0.0.0.0", "0.0.1"])
        #expect(nodes[3]["id"] as? String == "text" && nodes[3]["kind"] as? String == "Image")
        #expect(nodes[0]["id"] is NSNull && nodes[0]["parent"] is NSNull && nodes[4]["parent"] as? String == "0.0")
        #expect(nodes[2]["label"] as? String == "frame(maxWidth: ∞)" && nodes[2]["depth"] as? Int == 2)
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.count == 17)
        #expect(events.map { $0["step"] as? Int } == Array(1...17))
        #expect(events.map { $0["kind"] as? String ?? "" }.joined(separator: ",")
                == "propose,propose,propose,propose,answer,answer,answer,answer,place,place,propose,answer,place,propose,answer,place,place")
        let first = events[0]
        #expect(first["from"] is NSNull && first["node"] as? String == "0" && first["phase"] as? String == "sizing")
        #expect(first["proposal"] as? [String: Double] == ["width": 320, "height": 480])
        #expect(first["probe"] is NSNull)
        #expect(Set(first.keys) == ["step", "kind", "node", "from", "phase", "proposal", "probe"])
        let answer = events[4]
        #expect(Set(answer.keys) == ["step", "kind", "node", "from", "phase", "proposal", "size", "cached", "probe"])
        #expect(answer["size"] as? [String: Double] == ["width": 76, "height": 17])
        #expect(answer["cached"] as? Bool == false && answer["from"] as? String == "0.0.0")
        let place = events[15]
        #expect(Set(place.keys) == ["step", "kind", "node", "from", "proposal", "frame"])
        #expect(place["frame"] as? [String: Double] == ["x": 122, "y": 231.5, "width": 76, "height": 17])
        #expect(events[13]["phase"] as? String == "placement")
        // One event per line.
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("    {\"step\"") }.count == 17)
    }

    @Test func jsonProposalsProbesAndSelection() throws {
        let (result, trace) = try Self.trace("""
            {"proposal": {"width": "infinity", "height": null},
             "root": {"HStack": [{"Text": "Hi", "id": "t"}, {"Spacer": {}}], "modifiers": [{"frame": {"width": 100}}]}}
            """)
        let text = ExplainJSON.encode(trace, canvas: result.canvas, node: try NodeReference.resolve("0.0", in: trace).get())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["path"] as? String } == ["0.0", "0.0.0", "0.0.1"])
        let events = try #require(object["events"] as? [[String: Any]])
        #expect(events.allSatisfy { ($0["node"] as? String)?.hasPrefix("0.0") == true })
        // The root's proposal: infinity wide, unspecified height; the frame passes nil height on.
        #expect(text.contains(#""node": "0.0", "from": "0", "phase": "sizing", "proposal": {"width": 100, "height": null}"#))
        #expect(events.contains { ($0["probe"] as? [String: Any])?["width"] as? String == "min" })
        #expect(events.contains { $0["cached"] as? Bool == true })
        let full = ExplainJSON.encode(trace, canvas: result.canvas)
        #expect(full.contains(#""proposal": {"width": "infinity", "height": null}"#))
    }

    @Test func guideComputationsAreMarkedForAlignment() throws {
        let (_, trace) = try Self.trace("""
            {"canvas": {"width": 200, "height": 100},
             "root": {"HStack": {"alignment": "firstTextBaseline", "content": [{"Text": "a", "modifiers": [{"padding": 5}]}]}}}
            """)
        // The stack reads the padding's first baseline: padding places its text to find it (§1.4).
        let lines = ExplainText.render(trace).split(separator: "\n").map(String.init)
        let marked = lines.filter { $0.hasSuffix("(for alignment)") }
        #expect(!marked.isEmpty)
        #expect(marked.allSatisfy { $0.contains("padding(5) proposes") && $0.contains("to Text \"a\"") })
    }

    @Test func geometryReaderContentIsTracedUnderTheReader() throws {
        let (_, trace) = try Self.trace("""
            {"canvas": {"width": 100, "height": 80},
             "root": {"VStack": [{"GeometryReader": [{"Color": "red", "id": "c"}], "id": "reader"}, {"Text": "x"}]}}
            """)
        // The content is built while placing, but numbered depth-first under the reader.
        #expect(trace.nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.1"])
        #expect(trace.nodes.map(\.kind.name) == ["VStack", "GeometryReader", "Color", "Text"])
        #expect(trace.nodes.map(\.parent) == [nil, 0, 1, 0])
        #expect(trace.subtree(of: 1) == 1..<3)
        let c = try NodeReference.resolve("c", in: trace).get()
        #expect(c == 2)
        let events = trace.events.filter { $0.node == c }
        #expect(events.map(\.kind) == [.propose, .answer, .place])
        #expect(events.allSatisfy { $0.from == 1 && $0.probe == nil })
        #expect(ExplainText.render(trace, node: 1).contains("GeometryReader #reader proposes 100×"))
    }

    @Test func alignmentGuidesAreReportedInTheFrameDump() throws {
        let doc = try TestInput.decode("""
            {"canvas": {"width": 100, "height": 80},
             "root": {"VStack": {"alignment": "leading", "content": [
               {"Text": "a", "modifiers": [{"alignmentGuide": {"guide": "leading", "value": 20}, "id": "g"}]},
               {"Color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]}]}}}
            """)
        var engine = Self.engine
        engine.reportsGuides = true
        let result = engine.layout(doc.root, canvas: doc.canvas, proposal: doc.proposal)
        let dump = FrameDump(result)
        let guide = try #require(dump.root.children.first)
        #expect(guide.id == "g")
        #expect(guide.guides.map(\.name) == ["firstTextBaseline", "lastTextBaseline", "leading"])
        #expect(guide.guides.last?.value == 20)
        // Containers do not export frame guides (§1.4): the stack reports only the baselines.
        #expect(dump.root.guides.map(\.name) == ["firstTextBaseline", "lastTextBaseline"])
        #expect(FramesJSON.encode(result).contains(#""guides": {"firstTextBaseline": 14, "lastTextBaseline": 14, "leading": 20}"#))
    }
    @Test("the streamed text and JSON, concatenated, are the text and JSON; a big trace comes in pieces")
    func streamed() throws {
        let rows = (0..<400).map { _ in #"{"HStack": {"content": [{"Color": "red"}, {"Text": "Hi"}]}}"# }
        let (result, trace) = try Self.trace(#"{"canvas": {"width": 300, "height": 9000}, "root": {"VStack": {"content": ["#
                                             + rows.joined(separator: ", ") + "]}}}")
        for skipCached in [false, true] {
            var pieces: [String] = []
            ExplainText.render(trace, skipCached: skipCached) { pieces.append($0) }
            #expect(pieces.joined() == ExplainText.render(trace, skipCached: skipCached))
            #expect(pieces.count > 1)
            #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= FramesJSON.chunkSize })
        }
        var json: [String] = []
        ExplainJSON.encode(trace, canvas: result.canvas, node: 3) { json.append($0) }
        #expect(json.joined() == ExplainJSON.encode(trace, canvas: result.canvas, node: 3))
        json = []
        ExplainJSON.encode(trace, canvas: result.canvas) { json.append($0) }
        #expect(json.joined() == ExplainJSON.encode(trace, canvas: result.canvas))
        #expect(json.count > 1)
    }

    /// The benchmark's deep chain (../shared/bench/trees.py): `levels` alternating HStacks and VStacks, each a
    /// framed colour and the next stack, proposed nil x nil.
    static func chain(levels: Int) -> String {
        let leaf = #"{"Color": "gray", "modifiers": [{"frame": {"width": 10, "height": 10}}]}"#
        var node = "{\"" + ((levels - 1) % 2 == 1 ? "VStack" : "HStack") + #"": {"spacing": 8, "content": ["# + leaf + "]}}"
        for level in stride(from: levels - 2, through: 0, by: -1) {
            node = "{\"" + (level % 2 == 1 ? "VStack" : "HStack") + #"": {"spacing": 8, "content": ["# + leaf + ", " + node + "]}}"
        }
        return #"{"proposal": {"width": null, "height": null}, "root": "# + node + "}"
    }

    @Test("indentation stops growing at depth 24 and deep nodes are named by index: the text of a 1,000-level chain is linear")
    func deepChainIsLinear() throws {
        // On a large stack, as the CLI lays out (a thousand levels recurse deeper than a test thread's stack);
        // the trace and the result are released there too.
        func text(_ levels: Int) throws -> (text: String, events: Int) {
            let chain = Self.chain(levels: levels)
            return try onLargeStack { Result { () throws -> (String, Int) in
                let (_, trace) = try Self.trace(chain)
                return (ExplainText.render(trace), trace.events.count)
            } }.get()
        }
        let (short, shortEvents) = try text(500)
        let (long, longEvents) = try text(1_000)
        // Bytes per event stay the same (within the longer step numbers): linear in the negotiation, at any depth.
        let perEvent = (Double(short.utf8.count) / Double(shortEvents), Double(long.utf8.count) / Double(longEvents))
        #expect(perEvent.1 / perEvent.0 < 1.05, "\(perEvent)")
        let lines = long.split(separator: "\n")
        // "1234. " then at most 24 levels of two spaces.
        let indents = lines.map { line in line.drop { $0 == " " }.drop { $0.isNumber }.dropFirst(2).prefix { $0 == " " }.count }
        #expect(indents.max() == 2 * FramesJSON.maxNestingDepth)
        // Level L's stack is node 3L at depth L (then its framed colour, then level L + 1): the stack 24 levels
        // down goes by its path, the one 25 down by its index.
        #expect(long.contains("HStack(spacing: 8) [0" + String(repeating: ".1", count: 24) + "] proposes"))
        #expect(long.contains("VStack(spacing: 8) [node 75] proposes"))
        #expect(!long.contains(String(repeating: ".1", count: 25)))
        // A line is its number, at most 48 spaces and two bounded names (it was 632 MB, 2,600 bytes a line).
        #expect(long.utf8.count < 200 * longEvents)
    }
}
