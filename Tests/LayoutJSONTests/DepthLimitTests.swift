import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Deep nesting: the documented limits give clear errors, never a crash; the benchmark's 1000-level tree decodes.
@Suite struct DepthLimitTests {
    @Test func thousandNestedStacksWithAModifierEachDecode() throws {
        let json = nestedStacks(levels: 1000)
        // The tree is inspected and released on the large stack (releasing 2000 levels recurses).
        let shape = try onLargeStack { Result { () throws -> (Int, NodeKind, NodeKind?) in
            let root = try TestInput.root(json)
            return (root.count, root.kind, root.children.first?.kind)
        } }.get()
        #expect(shape.0 == 2001)
        #expect(shape.1 == .padding(EdgeInsets(1)))
        #expect(shape.2 == .vStack(alignment: .center, spacing: nil))
    }

    @Test func theViewLimitCountsViewsAndModifiers() throws {
        // 2999 stacks + the Text = 3000 levels: fine. One more stack: 3001.
        let count = try onLargeStack { Result { try TestInput.root(nestedStacks(levels: 2999, modifiersPerLevel: 0)).count } }.get()
        #expect(count == 3000)
        let over = onLargeStack { TestInput.error(nestedStacks(levels: 3000, modifiersPerLevel: 0)) }
        #expect(over == "tree.json:1:36001: root.VStack[0].VStack[0].VStack[0].VStack[0].<5984 more>.VStack[0]"
                + ".VStack[0].VStack[0].VStack[0]: views nested too deeply: more than 3000 levels of views and modifiers "
                + "(each modifier counts as a level)")
        // With a modifier per stack, 1499 stacks reach 2999 levels and 1500 stacks 3001.
        #expect(onLargeStack { TestInput.error(nestedStacks(levels: 1499)) } == nil)
        let modifiers = onLargeStack { TestInput.error(nestedStacks(levels: 1500)) }
        #expect(modifiers?.contains("views nested too deeply") == true)
    }

    @Test func backgroundContentIsOneLevelBelowItsModifier() throws {
        // Text at level 2999 under 2998 padding modifiers; its background's content would be at 3000: fine.
        var modifiers = Array(repeating: #"{"padding": 1}"#, count: 2998)
        modifiers.insert(#"{"background": "red"}"#, at: 0)
        let json = #"{"Text": "a", "modifiers": [\#(modifiers.joined(separator: ","))]}"#
        #expect(onLargeStack { TestInput.error(json) } == nil)
        let deeper = #"{"Text": "a", "modifiers": [{"background": {"Color": "red", "modifiers": [{"padding": 1}]}}, "#
            + Array(repeating: #"{"padding": 1}"#, count: 2998).joined(separator: ",") + "]}"
        #expect(onLargeStack { TestInput.error(deeper) }?.contains("views nested too deeply") == true)
    }

    @Test func fiveThousandLevelsGiveADepthErrorNotACrash() {
        let modifiers = onLargeStack { TestInput.error(nestedStacks(levels: 5000)) }
        #expect(modifiers == "tree.json:1:60001: JSON nested too deeply (the limit is 10000 levels)")
        let plain = onLargeStack { TestInput.error(nestedStacks(levels: 4000, modifiersPerLevel: 0)) }
        #expect(plain?.contains("views nested too deeply") == true)
    }

    @Test func decodingDoesNotRecurseSoASmallStackIsEnough() throws {
        // Parsing and decoding keep pending work on the heap: 2999 levels decode on a 256 KB thread. (Freeing
        // the tree recurses inside the Swift runtime, so the result is released here, on the test's thread.)
        let json = nestedStacks(levels: 1499)
        let doc = try onThread(stackSize: 256 << 10) { Result { try TestInput.decode(json) } }.get()
        #expect(doc.root.count == 2999)
        let error = onThread(stackSize: 256 << 10) { TestInput.error(nestedStacks(levels: 1500)) }
        #expect(error?.contains("views nested too deeply") == true)
        let json5000 = onThread(stackSize: 256 << 10) { TestInput.error(nestedStacks(levels: 5000)) }
        #expect(json5000?.contains("JSON nested too deeply") == true)
    }

    @Test func deepFrameDumpsEncodeDecodeAndCompareWithoutRecursion() throws {
        // Encoding, decoding and comparing run on a 256 KB stack (they must not recurse); the deep trees
        // themselves are built and released on a large stack (releasing a 1500-deep tree recurses in Swift).
        let checks = onLargeStack { () -> (paddings: Int, suffix: Bool, decoded: Bool, same: Bool) in
            var placed = PlacedNode(kind: "Text", id: nil, frame: CGRect(x: 0, y: 0, width: 1, height: 1),
                                    proposal: .unspecified)
            for _ in 0..<1500 {
                placed = PlacedNode(kind: "padding", id: nil, frame: placed.frame, proposal: .unspecified,
                                    children: [placed])
            }
            let result = LayoutResult(canvas: CGSize(width: 1, height: 1), root: placed, scale: 2)
            let (text, dump) = onThread(stackSize: 256 << 10) { () -> (String, FrameDump?) in
                let text = FramesJSON.encode(result)
                return (text, try? FramesJSON.decode(Data(text.utf8)))
            }
            let actual = FrameDump(result)
            let same = dump.map { decoded in
                onThread(stackSize: 256 << 10) { decoded.firstDifference(from: actual) } == nil
            } ?? false
            return (text.components(separatedBy: "\"kind\": \"padding\"").count, text.hasSuffix("\n  }\n}"),
                    dump != nil, same)
        }
        #expect(checks.paddings == 1501)
        #expect(checks.suffix)
        #expect(checks.decoded)
        #expect(checks.same)
    }
}
