import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// The system containers and bar modifiers (docs/format.md "System containers", docs/semantics.md §11): what they
/// decode to, and their one-line errors.
@Suite struct SystemContainerDecodingTests {
    static func root(_ json: String) throws -> ViewNode { try TestInput.root(json) }

    /// The first node of `kind` name in depth-first order.
    static func find(_ name: String, in node: ViewNode) -> ViewNode? {
        if node.kind.name == name { return node }
        for c in node.children { if let f = find(name, in: c) { return f } }
        return nil
    }

    static func texts(in node: ViewNode) -> [String] {
        var out: [String] = []
        if case .text(let s) = node.kind { out.append(s) }
        for c in node.children { out += texts(in: c) }
        return out
    }

    @Test func formGroupsLooseRowsIntoSectionsAndStylesHeaders() throws {
        let form = try Self.root(#"{"Form": [{"Text": "a"}, {"Text": "b"}, {"Section": {"header": "H", "content": [{"Text": "c"}]}}, {"Text": "d"}]}"#)
        // The Form is a control over its content, styled where it is laid out (its body).
        guard case .control(let c) = form.kind, let control = c.body as? ListControl else {
            Issue.record("Form is not a ListControl"); return
        }
        let body = control.body(label: form.children, in: ControlEnvironment())
        let list = try #require(Self.find("Form", in: body))
        #expect(list.children.count == 3, "a, b | H: c | d")
        #expect(list.children.allSatisfy { $0.kind.name == "Section" })
        guard case .layout(let l) = list.kind, let layout = l.layout as? ListLayout else {
            Issue.record("Form's body is not a ListLayout"); return
        }
        #expect(layout.gaps == [35, 20, 35])
        #expect(Self.texts(in: list) == ["a", "b", "H", "c", "d"])
        // The header is uppercased, footnote, secondary.
        let header = try #require(Self.find("textCase", in: list.children[1]))
        #expect(header.kind == .textOption(.textCase(.uppercase)))
    }

    @Test func listStyleDecodesAndPlainListsHaveNoSectionSpacing() throws {
        let root = try Self.root(#"{"List": [{"Section": {"header": "H", "content": [{"Text": "a"}]}}], "modifiers": [{"listStyle": "plain"}]}"#)
        #expect(root.kind == .listStyle(.plain))
        var env = ControlEnvironment()
        env.listStyle = .plain
        let list = try #require(root.children.first)
        guard case .control(let c) = list.kind else { Issue.record("List is not a control"); return }
        let body = c.body.body(label: list.children, in: env)
        let layout = try #require(Self.find("List", in: body))
        guard case .layout(let l) = layout.kind, let listLayout = l.layout as? ListLayout else {
            Issue.record("List's body is not a ListLayout"); return
        }
        #expect(listLayout.gaps == [0])
        // A plain list's header is a bold band, not uppercased.
        #expect(Self.find("textCase", in: body) == nil)
        #expect(TestInput.error(#"{"List": [], "modifiers": [{"listStyle": "insetgrouped"}]}"#)?
            .contains("did you mean \"insetGrouped\"") == true)
    }

    @Test func sectionOutsideAListIsAPlainStack() throws {
        let root = try Self.root(#"{"VStack": [{"Section": {"header": "H", "footer": "F", "content": [{"Text": "x"}]}}]}"#)
        let section = try #require(Self.find("Section", in: root))
        #expect(section.children.map(\.kind) == [.text("H"), .text("x"), .text("F")])
    }

    @Test func navigationStackTakesTitleAndToolbarItems() throws {
        let root = try Self.root(#"{"NavigationStack": [{"Text": "x", "modifiers": [{"navigationTitle": "Inner"}, {"toolbar": [{"Text": "Edit"}]}, {"navigationTitle": "Outer"}]}]}"#)
        let bar = try #require(Self.find("NavigationBar", in: root))
        // The first title in depth-first order wins: the outer modifier (the last written).
        #expect(Self.texts(in: bar) == ["Edit", "Outer"])
        // The toolbar's items left the content.
        let toolbar = try #require(Self.find("toolbar", in: root))
        #expect(toolbar.kind == .toolbar([]))
    }

    @Test func inlineTitleHasNoLargeTitleRow() throws {
        let root = try Self.root(#"{"NavigationStack": [{"Text": "x", "modifiers": [{"navigationTitle": "T"}, {"navigationBarTitleDisplayMode": "inline"}]}]}"#)
        let bar = try #require(Self.find("NavigationBar", in: root))
        #expect(bar.children.count == 1)
        #expect(Self.texts(in: bar) == ["T"])
    }

    @Test func tabViewShowsTheFirstTabAndEveryItem() throws {
        let root = try Self.root(#"{"TabView": [{"Text": "one", "modifiers": [{"tabItem": "A"}]}, {"Text": "two", "modifiers": [{"tabItem": {"title": "B", "systemImage": "gear"}}]}]}"#)
        let texts = Self.texts(in: root)
        #expect(texts == ["one", "A", "B"])
        let bar = try #require(Self.find("TabBar", in: root))
        #expect(Self.texts(in: bar) == ["A", "B"])
    }

    @Test func containersCountTheLevelsTheyAddAgainstTheNestingLimit() {
        var json = #"{"Text": "x"}"#
        for _ in 0..<340 { json = #"{"Form": ["# + json + "]}" }
        // 340 Forms are 340 x 10 = 3400 levels: over the limit (a plain stack would be 340).
        #expect(TestInput.error(json)?.contains("views nested too deeply") == true)
        var fewer = #"{"Text": "x"}"#
        for _ in 0..<280 { fewer = #"{"Form": ["# + fewer + "]}" }
        #expect(TestInput.error(fewer) == nil)
    }

    static let errors: [(String, String)] = [
        (#"{"Form": {"contnt": []}}"#,
         #"tree.json:1:11: root.Form.contnt: unknown argument; did you mean "content"?"#),
        (#"{"Form": [{"Section": {"headr": "x"}}]}"#,
         #"tree.json:1:24: root.Form[0].Section.headr: unknown argument; did you mean "header"?"#),
        (#"{"List": [{"NavigationLink": {}}]}"#,
         #"tree.json:1:30: root.List[0].NavigationLink: a NavigationLink needs a title or label views: {"title": "..."} or {"content": [...]}"#),
        (#"{"List": [{"NavigationLink": {"title": "a", "content": []}}]}"#,
         #"tree.json:1:40: root.List[0].NavigationLink.title: a NavigationLink has a title or label views (content), not both"#),
        (#"{"Text": "a", "modifiers": [{"navigationBarTitleDisplayMode": "inlin"}]}"#,
         #"tree.json:1:63: root.modifiers[0].navigationBarTitleDisplayMode: unknown title display mode "inlin"; did you mean "inline"?"#),
        (#"{"Text": "a", "modifiers": [{"toolbar": [{"ToolbarItem": {"placement": "topBarTrailng", "content": {"Text": "x"}}}]}]}"#,
         #"tree.json:1:72: root.modifiers[0].toolbar[0].ToolbarItem.placement: unknown toolbar item placement "topBarTrailng"; did you mean "topBarTrailing"?"#),
        (#"{"Text": "a", "modifiers": [{"toolbar": {"Text": "x"}}]}"#,
         #"tree.json:1:41: root.modifiers[0].toolbar: expected an array of toolbar items (views or {"ToolbarItem": ...}), got an object"#),
        (#"{"Text": "a", "modifiers": [{"tabItem": {"titel": "x"}}]}"#,
         #"tree.json:1:42: root.modifiers[0].tabItem.titel: unknown argument; did you mean "title"?"#),
        (#"{"Text": "a", "modifiers": [{"navigationTitle": 3}]}"#,
         #"tree.json:1:49: root.modifiers[0].navigationTitle: expected a string or {"verbatim": "..."}, got a number"#),
    ]

    @Test(arguments: errors)
    func error(_ input: String, _ message: String) {
        #expect(TestInput.error(input) == message)
    }
}
