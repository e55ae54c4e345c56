import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import LayoutSwiftSource
import Testing

/// Preferences and state passes from SwiftUI source (docs/swift-source.md, "Preferences and state"): the rules of
/// docs/semantics.md §10 that `StatePassTests` checks on JSON, written as Swift and read by the interpreter, plus
/// what only Swift has: a body that branches on state (built again for every pass). Expected values are derived
/// by hand from the rules (each test says how); none was recorded from a run.
@Suite("Preferences and state passes from Swift")
struct SwiftPreferenceTests {
    static let pipeline = Pipeline(registry: FrontEndRegistry.standard.registering(SwiftFrontEnd()))

    /// The one preview of `swift` (a 200 x 100 fixed layout unless it says otherwise), laid out.
    static func layout(_ swift: String, name: String = "Prefs.swift") throws -> LayoutResult {
        let source = SourceFile(name: name, data: Data(swift.utf8), baseDirectory: FileManager.default.temporaryDirectory.path,
                                fileExtension: "swift", isFile: false)
        let figure = try #require(try pipeline.load(source).first)
        guard let measurer = FixtureTests.measurer else { throw PipelineError("the pinned fonts are not installed") }
        return try #require(try pipeline.layout(figure, measurer: measurer, guides: true).result)
    }

    /// A key `K` of type `type` with `defaultValue` and the reducer `reduce` (a body the format names).
    static func key(_ type: String, _ defaultValue: String, _ reduce: String) -> String {
        """
        import SwiftUI

        struct K: PreferenceKey {
            static let defaultValue: \(type) = \(defaultValue)
            static func reduce(value: inout \(type), nextValue: () -> \(type)) {
                \(reduce)
            }
        }

        """
    }

    static let append = key("[Int]", "[]", "value.append(contentsOf: nextValue())")

    /// A view `V` with `@State var s` (of `type`, initially `initial`) whose body is `body`, previewed 200 x 100.
    static func view(_ body: String, state type: String = "[Int]", initial: String = "[]") -> String {
        """
        struct V: View {
            @State private var s: \(type) = \(initial)

            var body: some View {
                \(body)
            }
        }

        #Preview(traits: .fixedLayout(width: 200, height: 100)) { V() }
        """
    }

    static func state(_ result: LayoutResult) -> String { result.passes.last?.state.description ?? "" }

    @Test("values are reduced in the children's order, absent children skipped; background before content; ForEach and Group are children in order (§10.2)")
    func reduceOrder() throws {
        let stack = """
        VStack {
                    Color.red.preference(key: K.self, value: [1])
                    Color.blue
                    Color.red.preference(key: K.self, value: [2])
                    Color.red.preference(key: K.self, value: [3])
                }
                .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(Self.append + Self.view(stack))) == "s = [1, 2, 3]")
        let layers = """
        Color.red.preference(key: K.self, value: [1])
                    .background(Color.red.preference(key: K.self, value: [2]))
                    .overlay(Color.red.preference(key: K.self, value: [3]))
                    .onPreferenceChange(K.self) { value in s = value }
        """
        #expect(Self.state(try Self.layout(Self.append + Self.view(layers))) == "s = [2, 1, 3]")
        let group = """
        HStack {
                    ForEach(0..<3, id: \\.self) { i in Color.red.preference(key: K.self, value: [i]) }
                    Group { Color.red.preference(key: K.self, value: [7]) }
                }
                .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(Self.append + Self.view(group))) == "s = [0, 1, 2, 7]")
        // The first present value is the seed, not the default: sum with default 100 over 1 + 2.
        let sum = """
        HStack {
                    Color.red.preference(key: K.self, value: 1)
                    Color.red.preference(key: K.self, value: 2)
                }
                .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(Self.key("CGFloat", "100", "value += nextValue()")
                                           + Self.view(sum, state: "CGFloat", initial: "0"))) == "s = 3")
    }

    @Test("preference replaces the subtree's value; transformPreference changes it in place (the default when absent) (§10.3)")
    func writers() throws {
        let sum = Self.key("CGFloat", "10", "value += nextValue()")
        let replaced = """
        VStack {
                    Color.red.preference(key: K.self, value: 1)
                    Color.red.preference(key: K.self, value: 2)
                }
                .preference(key: K.self, value: 9)
                .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(sum + Self.view(replaced, state: "CGFloat", initial: "0"))) == "s = 9")
        let mapped = """
        Color.red
                    .transformPreference(K.self) { $0 += 1 }
                    .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(sum + Self.view(mapped, state: "CGFloat", initial: "0"))) == "s = 11")
        let named = """
        Color.red
                    .preference(key: K.self, value: 4)
                    .transformPreference(K.self) { value in value = value * 2 + 1 }
                    .onPreferenceChange(K.self) { s = $0 }
        """
        #expect(Self.state(try Self.layout(sum + Self.view(named, state: "CGFloat", initial: "0"))) == "s = 9")
    }

    @Test("an EmptyView carrier writes nothing and the action never runs; Color.clear writes (§10.3, §10.4)")
    func emptyViewCarrier() throws {
        for (carrier, expected, passes) in [("Color.clear", "s = 40", 2), ("EmptyView()", "s = nil", 1)] {
            let body = """
            Color.red
                        .frame(width: 40, height: 10)
                        .background {
                            GeometryReader { proxy in
                                \(carrier).preference(key: K.self, value: proxy.size.width)
                            }
                        }
                        .onPreferenceChange(K.self) { s = $0 }
            """
            let result = try Self.layout(Self.key("CGFloat?", "nil", "value = nextValue()")
                                         + Self.view(body, state: "CGFloat?", initial: "nil"))
            #expect(Self.state(result) == expected, "\(carrier)")
            #expect(result.passes.count == passes, "\(carrier)")
        }
    }

    @Test("anchors through padding, offset and scaleEffect resolve in the overlay reader's space (§10.6)",
          arguments: [
            // 20 x 10 padded by 5 is 30 x 20 at the corner; the offset after the anchor moves what it captured.
            (".padding(5).anchorPreference(key: K.self, value: .bounds) { $0 }.offset(x: 30, y: 7)", [30.0, 7, 30, 20]),
            // Captured before the padding: the Color's own frame, 5 in from the padded corner.
            (".anchorPreference(key: K.self, value: .bounds) { $0 }.padding(5)", [5.0, 5, 20, 10]),
            // Captured inside a scale of 2 about the top-leading corner: twice the size.
            (".anchorPreference(key: K.self, value: .bounds) { anchor in anchor }.scaleEffect(x: 2, y: 2, anchor: .topLeading)",
             [0.0, 0, 40, 20]),
            // A rect in the view's own space (preferences.md §2.1), moved by the offset after it.
            (".anchorPreference(key: K.self, value: .rect(CGRect(x: 2, y: 3, width: 4, height: 5))) { $0 }.offset(x: 30, y: 7)",
             [32.0, 10, 4, 5]),
          ])
    func anchors(_ modifiers: String, _ expected: [Double]) throws {
        let swift = Self.key("Anchor<CGRect>?", "nil", "value = nextValue()") + """
        #Preview(traits: .fixedLayout(width: 200, height: 100)) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 20, height: 10)\(modifiers)
            }
            .frame(width: 200, height: 100, alignment: .topLeading)
            .overlayPreferenceValue(K.self) { a in
                GeometryReader { proxy in
                    Color.blue.id("mark")
                        .frame(width: proxy[a!].width, height: proxy[a!].height)
                        .offset(x: proxy[a!].minX, y: proxy[a!].minY)
                }
            }
        }
        """
        let mark = try #require(try Self.layout(swift).first(id: "mark"))
        #expect([mark.frame.minX, mark.frame.minY, mark.frame.width, mark.frame.height].map { Double($0) } == expected)
    }

    @Test("proxy.frame(in: .named) uses the innermost .coordinateSpace(name:) of that name; an unknown name is global (§10.6)")
    func coordinateSpaces() throws {
        let swift = """
        import SwiftUI

        #Preview(traits: .fixedLayout(width: 200, height: 100)) {
            VStack {
                Color.blue.frame(height: 10)
                HStack {
                    Color.blue.frame(width: 30)
                    GeometryReader { proxy in
                        Color.red.id("r")
                            .frame(width: proxy.frame(in: .named("inner")).minX + 1,
                                   height: proxy.frame(in: .named("nope")).minY + 1)
                    }
                }
                .padding(4)
                .coordinateSpace(name: "inner")
            }
            .coordinateSpace(name: "inner")
            .frame(width: 200, height: 100)
        }
        """
        let result = try Self.layout(swift)
        let r = try #require(result.first(id: "r"))
        // x in the inner "inner" (the padded HStack): 4 + 30 + 8 spacing = 42; y in the global space: the reader's.
        #expect(r.frame.width == 43)
        let reader = try #require(Self.nodes(result.root).first { $0.kind == "GeometryReader" })
        #expect(r.frame.height == reader.frame.minY + 1)
    }

    @Test("a body that branches on state is built again in every pass: if, if let, a ternary and ForEach over state (§10.7)")
    func bodyBranchesOnState() throws {
        // Pass 1: s is empty, so the `if` shows the 5 x 5 red square and the ForEach nothing; the two writers send
        // [1] and [2] up, merged in order to [1, 2]. Pass 2: s == [1, 2]: the green bar, 10 wide per item (20), and
        // two blue squares; the writers send [1, 2] again, so nothing changes: 2 passes.
        let body = """
        VStack(spacing: 0) {
                    Color.red.preference(key: K.self, value: [1]).frame(width: 10, height: 10)
                    Color.red.preference(key: K.self, value: [2]).frame(width: 10, height: 10)
                    if s.count > 1 {
                        Color.green.id("bar").frame(width: CGFloat(s.count * 10), height: 4)
                    } else {
                        Color.red.id("none").frame(width: 5, height: 5)
                    }
                    if let first = s.first {
                        Color.orange.id("first").frame(width: CGFloat(first) * 3, height: 3)
                    }
                    HStack(spacing: 0) {
                        ForEach(s, id: \\.self) { i in Color.blue.id("item\\(i)").frame(width: 8, height: 8) }
                    }
                    Color.gray.id("gray").frame(width: s.isEmpty ? 1 : 2, height: 1)
                }
                .onPreferenceChange(K.self) { s = $0 }
        """
        let result = try Self.layout(Self.append + Self.view(body))
        #expect(result.passes.count == 2)
        #expect(Self.state(result) == "s = [1, 2]")
        #expect(result.first(id: "none") == nil)
        #expect(result.first(id: "bar")?.frame.size == CGSize(width: 20, height: 4))
        #expect(result.first(id: "first")?.frame.size == CGSize(width: 3, height: 3))
        #expect(result.first(id: "item1")?.frame.size == CGSize(width: 8, height: 8))
        #expect(result.first(id: "item2") != nil)
        #expect(result.first(id: "gray")?.frame.width == 2)
    }

    @Test("a layout session runs the state passes again when the viewport changes (the state follows the width)")
    func sessionRerunsPasses() throws {
        // Pass 1: w = 0, the red bar fills the canvas width and sends it up; pass 2: the blue bar is half of it.
        // At 300 wide the passes run again from the initial state: 150, not the 100 of the first viewport.
        let body = """
        VStack(spacing: 0) {
                    Color.red.frame(height: 10)
                        .background { GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.width) } }
                    Color.blue.id("half").frame(width: s / 2, height: 10)
                }
                .onPreferenceChange(K.self) { s = $0 }
        """
        let swift = Self.key("CGFloat", "0", "value = nextValue()") + Self.view(body, state: "CGFloat", initial: "0")
        let source = SourceFile(name: "Session.swift", data: Data(swift.utf8),
                                baseDirectory: FileManager.default.temporaryDirectory.path, fileExtension: "swift", isFile: false)
        let figure = try #require(try Self.pipeline.load(source).first)
        guard let measurer = FixtureTests.measurer else { throw PipelineError("the pinned fonts are not installed") }
        let session = try Self.pipeline.session(figure, measurer: measurer)
        #expect(session.layout().first(id: "half")?.frame.width == 100)
        #expect(session.layout().passes.count == 2)
        session.setCanvas(CGSize(width: 300, height: 100))
        let wider = try session.checkedLayout()
        #expect(wider.first(id: "half")?.frame.width == 150)
        #expect(wider.passes.last?.state.description == "s = 300")
    }

    @Test("a layout that does not settle from Swift: one line at the onPreferenceChange's file:line:col naming the state, the key and the two values")
    func notSettling() throws {
        // s = 10 makes the reader 10 wide, which sets 20, which makes it 20 wide, which sets 10 again.
        let body = """
        Color.red
                    .frame(width: s, height: 10)
                    .background { GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.width) } }
                    .onPreferenceChange(K.self) { value in s = value == 10 ? 20 : 10 }
        """
        let swift = Self.key("CGFloat", "0", "value = nextValue()") + Self.view(body, state: "CGFloat", initial: "10")
        do {
            _ = try Self.layout(swift, name: "Loop.swift")
            Issue.record("expected the layout not to settle")
        } catch let e as PipelineError {
            #expect(e.message == "Loop.swift:16:14: the layout does not settle: after 8 passes onPreferenceChange(K) still "
                    + "changes state \"s\", from 20 to 10 (it alternates between these two values); an action must reach a "
                    + "value that gives the same preference again (docs/semantics.md §10.7)")
            #expect(!e.message.contains("\n"))
        }
    }
}

extension SwiftPreferenceTests {
    /// Every node, depth-first.
    static func nodes(_ n: PlacedNode) -> [PlacedNode] { [n] + n.children.flatMap(nodes) }
}

extension LayoutResult {
    /// The first node with `id`, depth-first.
    func first(id: String) -> PlacedNode? { root.first(id: id) }
}
