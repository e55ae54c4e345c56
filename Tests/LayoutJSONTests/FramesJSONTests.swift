import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The frames dump of `layoutviz layout`: byte-exact format, reading it back, and comparing dumps.
@Suite struct FramesJSONTests {
    static let result: LayoutResult = {
        let baselines = [ReportedGuide(key: VerticalAlignment.firstTextBaseline.key, value: 13.5),
                         ReportedGuide(key: VerticalAlignment.lastTextBaseline.key, value: 13.5)]
        let text = PlacedNode(kind: "Text", id: "title", frame: CGRect(x: 10, y: 221.5, width: 76.0004, height: 17),
                              proposal: ProposedViewSize(width: 300, height: 460), guides: baselines)
        let color = PlacedNode(kind: "Color", id: nil, frame: CGRect(x: 0, y: 221.5, width: 320, height: 37),
                               proposal: ProposedViewSize(width: 320, height: 37),
                               guides: [ReportedGuide(key: HorizontalAlignment.center.key, value: 5)])
        let background = PlacedNode(kind: "background", id: nil, frame: CGRect(x: 0, y: 221.5, width: 320, height: 37),
                                    proposal: ProposedViewSize(width: nil, height: .infinity), children: [text, color])
        let root = PlacedNode(kind: "padding", id: "outer", frame: CGRect(x: -0.0001, y: 221.5, width: 320, height: 37.12345),
                              proposal: ProposedViewSize(width: 320, height: 480), children: [background])
        return LayoutResult(canvas: CGSize(width: 320, height: 480), root: root, scale: 2)
    }()

    static let expected = """
        {
          "canvas": {"width": 320, "height": 480},
          "root": {
            "kind": "padding",
            "id": "outer",
            "frame": {"x": 0, "y": 221.5, "width": 320, "height": 37.123},
            "proposal": {"width": 320, "height": 480},
            "children": [
              {
                "kind": "background",
                "frame": {"x": 0, "y": 221.5, "width": 320, "height": 37},
                "proposal": {"width": null, "height": "infinity"},
                "children": [
                  {
                    "kind": "Text",
                    "id": "title",
                    "frame": {"x": 10, "y": 221.5, "width": 76, "height": 17},
                    "proposal": {"width": 300, "height": 460},
                    "guides": {"firstTextBaseline": 13.5, "lastTextBaseline": 13.5}
                  },
                  {
                    "kind": "Color",
                    "frame": {"x": 0, "y": 221.5, "width": 320, "height": 37},
                    "proposal": {"width": 320, "height": 37},
                    "guides": {"HorizontalAlignment.center": 5}
                  }
                ]
              }
            ]
          }
        }
        """

    @Test func encodingIsByteExact() {
        #expect(FramesJSON.encode(Self.result) == Self.expected)
    }

    @Test func aLeafRootAndSpecialNumbers() throws {
        let leaf = PlacedNode(kind: "Text", id: "a \"q\"", frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1e16),
                              proposal: .unspecified)
        let text = FramesJSON.encode(LayoutResult(canvas: CGSize(width: 1.5, height: 2), root: leaf, scale: 1))
        #expect(text == """
            {
              "canvas": {"width": 1.5, "height": 2},
              "root": {
                "kind": "Text",
                "id": "a \\"q\\"",
                "frame": {"x": 0, "y": 0, "width": "infinity", "height": 1e+16},
                "proposal": {"width": null, "height": null}
              }
            }
            """)
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }

    @Test func decodingReadsWhatEncodingWrites() throws {
        let dump = try FramesJSON.decode(Data(Self.expected.utf8))
        #expect(dump.canvas == CGSize(width: 320, height: 480))
        #expect(dump.root.kind == "padding")
        #expect(dump.root.id == "outer")
        #expect(dump.root.frame == CGRect(x: 0, y: 221.5, width: 320, height: 37.123))
        #expect(dump.root.children.first?.children.map(\.kind) == ["Text", "Color"])
        #expect(dump.root.children.first?.children.first?.id == "title")
        #expect(FramesJSON.encode(dump) == Self.expected)
        // "children": [] is accepted as well as an omitted key.
        let empty = try FramesJSON.decode(Data(#"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Color", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": []}}"#.utf8))
        #expect(empty.root.children.isEmpty)
    }

    @Test func decodingErrorsNameTheFileAndPath() {
        func error(_ text: String) -> String {
            do {
                _ = try FramesJSON.decode(Data(text.utf8), file: "frames.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error(#"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "frame": {"x": 0, "y": 0, "width": 1}}}"#)
                == #"frames.json:1:73: root.frame: missing argument "height" of frame"#)
        #expect(error(#"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "frme": {}}}"#)
                == #"frames.json:1:64: root.frme: unknown argument; did you mean "frame"?"#)
        #expect(error("{") == "frames.json:1:2: unexpected end of input; the object opened at 1:1 is not closed")
    }

    @Test func comparisonReportsTheFirstDifferenceBeyondTheTolerance() throws {
        let expected = try FramesJSON.decode(Data(Self.expected.utf8))
        let actual = FrameDump(Self.result)
        #expect(expected.firstDifference(from: actual) == nil)
        #expect(expected.firstDifference(from: expected) == nil)

        var moved = actual
        moved.root.children[0].children[0].frame.origin.x = 10.002
        #expect(expected.firstDifference(from: moved)?.description
                == #"root.children[0].children[0]: (Text "title") frame x expected 10, got 10.002 (expected (10, 221.5, 76x17), got (10.002, 221.5, 76x17))"#)
        #expect(expected.firstDifference(from: moved, tolerance: 0.01) == nil)

        var renamed = actual
        renamed.root.children[0].children[1].kind = "Rectangle"
        #expect(expected.firstDifference(from: renamed)?.description
                == #"root.children[0].children[1]: (Color) expected kind "Color", got "Rectangle""#)

        var fewer = actual
        fewer.root.children[0].children.removeLast()
        #expect(expected.firstDifference(from: fewer)?.description == "root.children[0]: (background) expected 2 children, got 1")

        var noID = actual
        noID.root.id = nil
        #expect(expected.firstDifference(from: noID)?.description == #"root: (padding "outer") expected id "outer", got none"#)

        var canvas = actual
        canvas.canvas.height = 481
        #expect(expected.firstDifference(from: canvas)?.description == "canvas: expected 320x480, got 320x481")
    }

    @Test("differences lists every differing node, one line each, with its kinds and ids from the root")
    func everyDifference() throws {
        let expected = try FramesJSON.decode(Data(Self.expected.utf8))
        let actual = FrameDump(Self.result)
        #expect(expected.differences(from: actual).isEmpty)
        var changed = actual
        changed.root.children[0].children[0].frame.size.width = 80
        changed.root.children[0].children[1].frame.origin.y = 3
        changed.canvas.height = 481
        let all = expected.differences(from: changed)
        #expect(all.map(\.path) == ["canvas", "root.children[0].children[0]", "root.children[0].children[1]"])
        #expect(all[1].kindPath == "padding#outer › background › Text#title")
        #expect(all[2].kindPath == "padding#outer › background › Color")
        #expect(all.first == expected.firstDifference(from: changed))
        #expect(expected.differences(from: changed, limit: 2).count == 2)
        // Children of a node whose children cannot be paired are not compared.
        var fewer = changed
        fewer.root.children[0].children.removeLast()
        #expect(expected.differences(from: fewer).map(\.path) == ["canvas", "root.children[0]"])
    }

    @Test func proposalsAndGuidesAreComparedWhereTheExpectedDumpHasThem() throws {
        let expected = try FramesJSON.decode(Data(Self.expected.utf8))
        let actual = FrameDump(Self.result)
        #expect(expected.root.children[0].proposal == ProposedViewSize(width: nil, height: .infinity))
        #expect(expected.root.children[0].children[0].guides.map(\.name) == ["firstTextBaseline", "lastTextBaseline"])

        var proposal = actual
        proposal.root.children[0].proposal = ProposedViewSize(width: 0, height: .infinity)
        #expect(expected.firstDifference(from: proposal)?.description
                == #"root.children[0]: (background) proposal expected {"width": null, "height": "infinity"}, got {"width": 0, "height": "infinity"}"#)

        var guide = actual
        guide.root.children[0].children[0].guides[1].value = 14
        #expect(expected.firstDifference(from: guide)?.description
                == #"root.children[0].children[0]: (Text "title") guides expected {firstTextBaseline: 13.5, lastTextBaseline: 13.5}, got {firstTextBaseline: 13.5, lastTextBaseline: 14}"#)

        var extra = actual
        extra.root.guides = [FrameGuide(name: "firstTextBaseline", value: 1)]
        #expect(expected.firstDifference(from: extra)?.description
                == #"root: (padding "outer") guides expected {}, got {firstTextBaseline: 1}"#)

        // A dump written before proposals were dumped is compared on frames only.
        var old = expected
        old.root.proposal = nil
        old.root.guides = []
        #expect(old.firstDifference(from: extra) == nil)
        let oldText = #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Color", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}}"#
        let decoded = try FramesJSON.decode(Data(oldText.utf8))
        #expect(decoded.root.proposal == nil && decoded.root.guides.isEmpty)
    }

    @Test func badProposalsAndGuidesAreOneLineErrors() {
        func error(_ text: String) -> String {
            do {
                _ = try FramesJSON.decode(Data(text.utf8), file: "frames.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        let head = #"{"canvas": {"width": 1, "height": 1}, "root": {"kind": "Text", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "#
        #expect(error(head + #""proposal": {"width": null}}}"#).hasSuffix(#"root.proposal: missing argument "height" of proposal"#))
        #expect(error(head + #""proposal": {"width": "wide", "height": 1}}}"#).contains("root.proposal.width: expected a number"))
        #expect(error(head + #""guides": {"firstTextBaseline": "x"}}}"#).contains("root.guides.firstTextBaseline: expected a number"))
        #expect(error(head + #""guides": [1]}}"#).contains("root.guides: expected an object"))
    }

    /// A chain of `depth` nodes, each with a leaf beside the next level.
    static func chain(depth: Int) -> LayoutResult {
        var node = PlacedNode(kind: "Color", id: nil, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                              proposal: ProposedViewSize(width: nil, height: nil))
        for i in 0..<depth {
            let leaf = PlacedNode(kind: "Text", id: "leaf\(i)", frame: CGRect(x: 1, y: 2, width: 3, height: 4),
                                  proposal: ProposedViewSize(width: 5, height: nil))
            node = PlacedNode(kind: "HStack", id: nil, frame: CGRect(x: 0, y: 0, width: 20, height: 10),
                              proposal: ProposedViewSize(width: nil, height: nil), children: [leaf, node])
        }
        return LayoutResult(canvas: CGSize(width: 20, height: 10), root: node, scale: 2)
    }

    @Test("indentation stops growing at depth 24: the dump is linear in the tree's size at any depth")
    func indentationIsBounded() throws {
        let text = FramesJSON.encode(Self.chain(depth: 300))
        let indents = text.split(separator: "\n" as Character).map { (line: Substring) -> Int in line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) } ?? line.count }
        #expect(indents.max() == FramesJSON.maxNestingIndent + 2)
        // Twice the depth, about twice the bytes.
        let deeper = FramesJSON.encode(Self.chain(depth: 600))
        #expect(Double(deeper.utf8.count) / Double(text.utf8.count) < 2.05)
        // Still the same frames when read back.
        let dump = try FramesJSON.decode(Data(text.utf8))
        var depth = 0, node = dump.root
        while let next = node.children.last { node = next; depth += 1 }
        #expect(depth == 300)
        #expect(FramesJSON.encode(dump) == text)
    }

    @Test("the streamed dump, concatenated, is the dump; a big one comes in several pieces")
    func streamed() {
        let result = Self.chain(depth: 2_000)
        var pieces: [String] = []
        FramesJSON.encode(result) { pieces.append($0) }
        #expect(pieces.joined() == FramesJSON.encode(result))
        #expect(pieces.count > 1)
        #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= FramesJSON.chunkSize })
    }
}
