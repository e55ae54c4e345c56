import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutRender
import Testing

/// The pass loop (docs/semantics.md §10.7, `StatePassLoop`) and the preference rules it relies on
/// (§10.2–10.6), through the pipeline as the command line uses it.
@Suite("Preferences and state passes")
struct StatePassTests {
    func layout(_ json: String) throws -> LayoutResult {
        let dir = try Temp.directory()
        let path = try Temp.write(json, "t.json", in: dir)
        let pipeline = Pipeline()
        let figure = try #require(try pipeline.load(path).first)
        let laid = try pipeline.layout(figure, measurer: MeasurerPool().measurer(for: figure.fonts, input: figure.source),
                                       guides: true, forImage: false)
        return try #require(laid.result)
    }

    func failure(_ json: String) throws -> String {
        do {
            _ = try layout(json)
        } catch let e as PipelineError {
            return e.message
        }
        Issue.record("expected an error")
        return ""
    }

    /// A document with key K (reducer `reduce`, default `defaultValue`) and state `state`.
    func document(_ root: String, reduce: String = "last", defaultValue: String = "null", state: String = "{\"s\": null}")
        -> String {
        #"{"canvas": {"width": 200, "height": 100}, "preferences": {"K": {"defaultValue": \#(defaultValue), "reduce": "\#(reduce)"}}, "state": \#(state), "root": \#(root)}"#
    }

    func writer(_ value: String) -> String {
        #"{"Color": "red", "modifiers": [{"preference": {"key": "K", "value": "\#(value)"}}]}"#
    }

    func state(_ result: LayoutResult) -> String { result.passes.last?.state.description ?? "" }

    @Test("values are reduced in the children's order, absent children skipped; background before content (§10.2)")
    func reduceOrder() throws {
        let stack = #"{"VStack": [\#(writer("[1]")), {"Color": "blue"}, \#(writer("[2]")), \#(writer("[3]"))], "modifiers": [{"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(stack, reduce: "append"))) == "s = [1, 2, 3]")
        let layers = #"{"Color": "red", "modifiers": [{"preference": {"key": "K", "value": "[1]"}}, {"background": \#(writer("[2]"))}, {"overlay": \#(writer("[3]"))}, {"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(layers, reduce: "append"))) == "s = [2, 1, 3]")
        // The first present value is the seed (not the default): sum with default 100 over 1 + 2.
        let sum = #"{"HStack": [\#(writer("1")), \#(writer("2"))], "modifiers": [{"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(sum, reduce: "sum", defaultValue: "100"))) == "s = 3")
        // ForEach and Group views are children in order.
        let group = #"{"HStack": [{"ForEach": {"range": [0, 3], "as": "i", "content": \#(writer("[i]"))}}, {"Group": [\#(writer("[7]"))]}], "modifiers": [{"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(group, reduce: "append"))) == "s = [0, 1, 2, 7]")
    }

    @Test("preference replaces the subtree's value, transformPreference maps it (the default when absent) (§10.3)")
    func writers() throws {
        let replaced = #"{"VStack": [\#(writer("1")), \#(writer("2"))], "modifiers": [{"preference": {"key": "K", "value": 9}}, {"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(replaced, reduce: "sum"))) == "s = 9")
        let mapped = #"{"Color": "red", "modifiers": [{"transformPreference": {"key": "K", "transform": "value + 1"}}, {"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
        #expect(state(try layout(document(mapped, reduce: "sum", defaultValue: "10"))) == "s = 11")
    }

    @Test("an EmptyView carrier writes nothing and the action never runs; Color.clear writes (§10.3, §10.4)")
    func emptyViewCarrier() throws {
        for (carrier, expected, passes) in [(#""Color": "clear""#, "s = 40", 2), (#""EmptyView": {}"#, "s = nil", 1)] {
            let root = #"{"Color": "red", "modifiers": [{"frame": {"width": 40, "height": 10}}, {"background": {"GeometryReader": [{\#(carrier), "modifiers": [{"preference": {"key": "K", "value": "proxy.size.width"}}]}]}}, {"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}]}"#
            let result = try layout(document(root))
            #expect(state(result) == expected)
            #expect(result.passes.count == passes)
        }
    }

    @Test("a later action sees the state an earlier one set; actions run in tree order (§10.4)")
    func actionOrder() throws {
        let root = #"{"VStack": [\#(writer("1"))], "modifiers": [{"onPreferenceChange": {"key": "K", "perform": {"s": "value"}}}, {"onPreferenceChange": {"key": "K", "perform": {"s": "s + 10"}}}]}"#
        #expect(state(try layout(document(root, reduce: "sum"))) == "s = 11")
    }

    @Test("anchors through padding, offset and scaleEffect resolve in the reader's space (§10.6)")
    func anchors() throws {
        func underline(_ target: String) -> String {
            #"{"ZStack": {"alignment": "topLeading", "content": [\#(target)]}, "modifiers": [{"frame": {"width": 200, "height": 100, "alignment": "topLeading"}}, {"overlayPreferenceValue": {"key": "K", "as": "a", "content": {"GeometryReader": [{"Color": "blue", "id": "mark", "modifiers": [{"frame": {"width": "proxy[a].width", "height": "proxy[a].height"}}, {"offset": {"x": "proxy[a].minX", "y": "proxy[a].minY"}}]}]}}}]}"#
        }
        let anchor = #"{"anchorPreference": {"key": "K", "value": "bounds"}}"#
        let cases: [(String, CGRect)] = [
            (#"{"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"padding": 5}, \#(anchor), {"offset": {"x": 30, "y": 7}}]}"#,
             CGRect(x: 30, y: 7, width: 30, height: 20)),
            (#"{"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, \#(anchor), {"padding": 5}]}"#,
             CGRect(x: 5, y: 5, width: 20, height: 10)),
            (#"{"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, \#(anchor), {"scaleEffect": {"x": 2, "y": 2, "anchor": "topLeading"}}]}"#,
             CGRect(x: 0, y: 0, width: 40, height: 20)),
        ]
        for (target, expected) in cases {
            let result = try layout(document(underline(target)))
            let mark = try #require(result.root.first(id: "mark"))
            // The frame of the mark's Color is its size; the offset moves it (the frames of offset's children).
            #expect(mark.frame == expected, "\(target)")
        }
    }

    /// preferences.md §2.1–2.2: `.rect(CGRect)`, `.point(CGPoint)` and `.unitPoint(UnitPoint)` sources are in the
    /// writing view's space; a rotated view's `.bounds` resolves to the bounding box of its rotated corners.
    @Test("anchor sources rect, point and unitPoint, and a rotated bounds' bounding box (§10.6)")
    func anchorSources() throws {
        // A point anchor resolves to a CGPoint (`.x`, `.y`; drawn as an empty mark), a rect to a CGRect.
        func underline(_ target: String) -> String {
            let (x, y) = target.contains("Point") || target.contains("point") ? ("x", "y") : ("minX", "minY")
            return #"{"ZStack": {"alignment": "topLeading", "content": [\#(target)]}, "modifiers": [{"frame": {"width": 200, "height": 100, "alignment": "topLeading"}}, {"overlayPreferenceValue": {"key": "K", "as": "a", "content": {"GeometryReader": [{"Color": "blue", "id": "mark", "modifiers": [{"frame": {"width": "proxy[a].width", "height": "proxy[a].height"}}, {"offset": {"x": "proxy[a].\#(x)", "y": "proxy[a].\#(y)"}}]}]}}}]}"#
        }
        func target(_ source: String, after: String = "") -> String {
            #"{"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"anchorPreference": {"key": "K", "value": \#(source)}}\#(after)]}"#
        }
        let cases: [(String, CGRect)] = [
            (target(#"{"rect": {"x": 2, "y": 3, "width": 4, "height": 5}}"#, after: #", {"offset": {"x": 30, "y": 7}}"#),
             CGRect(x: 32, y: 10, width: 4, height: 5)),
            (target(#"{"point": {"x": 6, "y": 4}}"#), CGRect(x: 6, y: 4, width: 0, height: 0)),
            (target(#"{"unitPoint": {"x": 0.5, "y": 1}}"#), CGRect(x: 10, y: 10, width: 0, height: 0)),
            (target(#"{"unitPoint": "bottomTrailing"}"#), CGRect(x: 20, y: 10, width: 0, height: 0)),
            // 20 x 10 turned 90° about its centre (10, 5): the box of the turned corners is 10 x 20 at (5, -5).
            (target(#""bounds""#, after: #", {"rotationEffect": {"degrees": 90}}"#), CGRect(x: 5, y: -5, width: 10, height: 20)),
        ]
        for (t, expected) in cases {
            let mark = try #require(try layout(document(underline(t))).root.first(id: "mark"))
            #expect(abs(mark.frame.minX - expected.minX) < 1e-9 && abs(mark.frame.minY - expected.minY) < 1e-9
                    && abs(mark.frame.width - expected.width) < 1e-9 && abs(mark.frame.height - expected.height) < 1e-9,
                    "\(t): \(mark.frame)")
        }
        let bad = try failure(document(underline(target(#"{"rect": {"x": 1}}"#))))
        #expect(bad.contains("rect") && bad.contains("y"), "\(bad)")
    }

    @Test("--debug labels marks the anchors written up, and only those (the selected tab's)")
    func anchorMarkers() throws {
        let root = #"{"HStack": [{"ForEach": {"range": [0, 3], "as": "i", "content": {"Color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"anchorPreference": {"key": "K", "value": "bounds", "transform": "i == 1 ? anchor : nil"}}]}}}]}"#
        let dir = try Temp.directory()
        let path = try Temp.write(document(root, reduce: "first"), "t.json", in: dir)
        let pipeline = Pipeline()
        let figure = try #require(try pipeline.load(path).first)
        let laid = try pipeline.layout(figure, measurer: MeasurerPool().measurer(for: figure.fonts, input: figure.source))
        let marks = try #require(laid.result).anchorMarks
        #expect(marks.map(\.anchor.global) == [CGRect(x: 90, y: 45, width: 20, height: 10)])
        let magenta = Color(red: 1, green: 0, blue: 1, opacity: 1)
        let labelled = laid.displayList(RenderOptions(debug: .labels)).items
        #expect(labelled.contains(.stroke(.rect(CGRect(x: 90, y: 45, width: 20, height: 10)), magenta, lineWidth: 0.5)))
        #expect(!laid.displayList(RenderOptions(debug: .borders)).items.contains { item in
            if case .stroke(_, let c, _) = item { return c == magenta }
            return false
        })
    }

    @Test("proxy.frame(in: .named) uses the innermost space of that name; an unknown name is global (§10.6)")
    func coordinateSpaces() throws {
        let reader = #"{"GeometryReader": [{"Color": "red", "id": "r", "modifiers": [{"frame": {"width": "proxy.frame(in: .named(\"inner\")).minX + 1", "height": "proxy.frame(in: .named(\"nope\")).minY + 1"}}]}]}"#
        let root = #"{"VStack": [{"Color": "blue", "modifiers": [{"frame": {"height": 10}}]}, {"HStack": [{"Color": "blue", "modifiers": [{"frame": {"width": 30}}]}, \#(reader)], "modifiers": [{"padding": 4}, {"coordinateSpace": "inner"}]}], "modifiers": [{"coordinateSpace": "inner"}, {"frame": {"width": 200, "height": 100}}]}"#
        let result = try layout(document(root))
        let r = try #require(result.root.first(id: "r"))
        // x in "inner" (the padded HStack's space): 4 + 30 + 8 spacing = 42; y in the global space: the reader's.
        #expect(r.frame.width == 43)
        let reader2 = try #require(result.root.first { $0.kind == "GeometryReader" })
        #expect(r.frame.height == reader2.frame.minY + 1)
    }

    @Test("a layout that does not settle is one located error naming the state, key and two values (§10.7)",
          arguments: [("value + 1", "from 17 to 18 (it changes in every pass)"),
                      ("value == 10 ? 20 : 10", "from 20 to 10 (it alternates between these two values)")])
    func notSettling(_ perform: String, _ values: String) throws {
        let root = #"{"Color": "red", "modifiers": [{"frame": {"width": "s", "height": 10}}, {"background": {"GeometryReader": [{"Color": "clear", "modifiers": [{"preference": {"key": "K", "value": "proxy.size.width"}}]}]}}, {"onPreferenceChange": {"key": "K", "perform": {"s": "\#(perform)"}}}]}"#
        let message = try failure(document(root, state: #"{"s": 10}"#))
        #expect(message.contains("t.json:1:"), "\(message)")
        #expect(message.contains("the layout does not settle: after 8 passes onPreferenceChange(K) still changes state \"s\", \(values)"),
                "\(message)")
    }
}

extension PlacedNode {
    /// The first node (depth-first) that `match` accepts.
    func first(where match: (PlacedNode) -> Bool) -> PlacedNode? {
        if match(self) { return self }
        for c in children { if let n = c.first(where: match) { return n } }
        return nil
    }
}
