import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Every view type decodes to the right NodeKind, in its shorthand and labeled forms; documents and bare views.
@Suite struct ViewDecodingTests {
    static let leafCases: [(String, NodeKind)] = {
        var cases: [(String, NodeKind)] = []
        cases.append((#"{"Text": "Hello, World!"}"#, NodeKind.text("Hello, World!")))
        cases.append((#"{"Text": {"verbatim": "Hi"}}"#, .text("Hi")))
        cases.append((#"{"Text": ""}"#, .text("")))
        cases.append((#"{"Color": "teal"}"#, .color(SystemColor.teal.color)))
        cases.append((#"{"Color": "accentColor"}"#, .color(SystemColor.blue.color)))
        cases.append((##"{"Color": "#FF8800"}"##, .color(Color(r8: 255, g8: 136, b8: 0))))
        cases.append((##"{"Color": "#ff880080"}"##, .color(Color(r8: 255, g8: 136, b8: 0, opacity: 128.0 / 255))))
        cases.append((#"{"Color": {"red": 1, "green": 0.5, "blue": 0}}"#, .color(Color(red: 1, green: 0.5, blue: 0))))
        cases.append((#"{"Color": {"red": 0, "green": 0, "blue": 1, "opacity": 0.25}}"#, .color(Color(red: 0, green: 0, blue: 1, opacity: 0.25))))
        cases.append((#"{"Rectangle": {}}"#, .shape(.rectangle)))
        cases.append((#"{"RoundedRectangle": {"cornerRadius": 5}}"#, .shape(.roundedRectangle(cornerRadius: 5))))
        cases.append((#"{"Circle": {}}"#, .shape(.circle)))
        cases.append((#"{"Ellipse": {}}"#, .shape(.ellipse)))
        cases.append((#"{"Capsule": {}}"#, .shape(.capsule)))
        cases.append((#"{"Image": {"width": 100, "height": 30}}"#, .image(.placeholder, width: 100, height: 30)))
        cases.append((#"{"Spacer": {}}"#, .spacer(minLength: nil)))
        cases.append((#"{"Spacer": {"minLength": 0}}"#, .spacer(minLength: 0)))
        cases.append((#"{"Spacer": {"minLength": null}}"#, .spacer(minLength: nil)))
        cases.append((#"{"Divider": {}}"#, .divider))
        cases.append((#"{"EmptyView": {}}"#, .emptyView))
        return cases
    }()

    @Test(arguments: leafCases)
    func leafViews(_ json: String, _ kind: NodeKind) throws {
        let root = try TestInput.root(json)
        #expect(root.kind == kind)
        #expect(root.children.isEmpty)
        #expect(root.id == nil)
    }

    @Test func stacksInShorthandAndLabeledForms() throws {
        let h = try TestInput.root(#"{"HStack": [{"Text": "a"}, {"Color": "red"}]}"#)
        #expect(h.kind == .hStack(alignment: .center, spacing: nil))
        #expect(h.children.map(\.kind) == [.text("a"), .color(Color.named["red"] ?? .black)])

        let v = try TestInput.root(#"{"VStack": {"alignment": "leading", "spacing": 8, "content": [{"Text": "a"}]}}"#)
        #expect(v.kind == .vStack(alignment: .leading, spacing: 8))
        #expect(v.children.count == 1)

        let z = try TestInput.root(#"{"ZStack": {"alignment": "topLeading", "content": []}}"#)
        #expect(z.kind == .zStack(alignment: .topLeading))
        #expect(z.children.isEmpty)

        let hb = try TestInput.root(#"{"HStack": {"alignment": "firstTextBaseline", "spacing": null, "content": []}}"#)
        #expect(hb.kind == .hStack(alignment: .firstTextBaseline, spacing: nil))
        let neg = try TestInput.root(#"{"VStack": {"spacing": -4, "content": []}}"#)
        #expect(neg.kind == .vStack(alignment: .center, spacing: -4))
    }

    @Test(arguments: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"])
    func hStackAlignments(_ name: String) throws {
        let root = try TestInput.root(#"{"HStack": {"alignment": "\#(name)", "content": []}}"#)
        guard case .hStack(let a, _) = root.kind else { Issue.record("not an HStack"); return }
        #expect(a.key.name == name)
    }

    @Test(arguments: ["leading", "center", "trailing"])
    func vStackAlignments(_ name: String) throws {
        let root = try TestInput.root(#"{"VStack": {"alignment": "\#(name)", "content": []}}"#)
        guard case .vStack(let a, _) = root.kind else { Issue.record("not a VStack"); return }
        #expect(a.key.name == name)
    }

    @Test func zStackAlignmentsAreTheNineAlignments() throws {
        let expected: [String: Alignment] = [
            "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading,
            "center": .center, "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom,
            "bottomTrailing": .bottomTrailing,
        ]
        for (name, alignment) in expected {
            let root = try TestInput.root(#"{"ZStack": {"alignment": "\#(name)", "content": []}}"#)
            #expect(root.kind == .zStack(alignment: alignment), "\(name)")
        }
    }

    @Test func idsOnViewsAndModifiers() throws {
        let root = try TestInput.root(#"{"Text": "a", "id": "title", "modifiers": [{"padding": {}, "id": "pad"}]}"#)
        #expect(root.id == "pad")
        #expect(root.children.first?.id == "title")
    }

    @Test func documentWithCanvasProposalAndSchema() throws {
        let doc = try TestInput.decode(#"""
            {"$schema": "https://example.com/layoutviz.schema.json", "version": 1,
             "canvas": {"width": 320, "height": 480},
             "proposal": {"width": 200, "height": null},
             "root": {"Text": "Hi"}}
            """#)
        #expect(doc.canvas == CGSize(width: 320, height: 480))
        #expect(doc.proposal == ProposedViewSize(width: 200, height: nil))
        #expect(doc.root.kind == .text("Hi"))
        #expect(doc.fontFile == nil)
        #expect(doc.warnings.isEmpty)

        let inf = try TestInput.decode(#"{"proposal": {"width": "infinity", "height": 0}, "root": {"Color": "red"}}"#)
        #expect(inf.canvas == nil)
        #expect(inf.proposal == ProposedViewSize(width: .infinity, height: 0))
    }

    @Test func aBareViewIsADocumentWithoutCanvas() throws {
        let doc = try TestInput.decode(#"{"$schema": "x", "Text": "Hi", "modifiers": [{"padding": 4}]}"#)
        #expect(doc.canvas == nil)
        #expect(doc.proposal == nil)
        #expect(doc.root.kind == .padding(EdgeInsets(4)))
    }

    /// The keys beside a view's type are known by their vocabulary facts (`KeyVocabulary`): "$schema" only on a
    /// bare view's top object. A leaf whose modifier holds a view (its modifiers are applied where the leaf is
    /// read) keeps its place among its stack's children, and a later sibling keeps its id.
    @Test func keysBesideAViewAndLeavesWithLayerContent() throws {
        let nested = TestInput.error(#"{"VStack": [{"$schema": "x", "Text": "a"}]}"#) ?? ""
        #expect(nested.hasPrefix("tree.json:1:14: root.VStack[0].$schema: unknown view type"))
        let root = try TestInput.root(#"{"HStack": [{"Color": "red", "modifiers": [{"background": {"Text": "b"}}, "#
                                      + #"{"padding": 2}]}, {"Text": "c", "id": "t"}]}"#)
        #expect(root.children.count == 2)
        #expect(root.children[0].kind == .padding(EdgeInsets(2)))
        let background = root.children[0].children[0]
        #expect(background.children.count == 2)
        #expect(background.children[1].kind == .text("b"))
        #expect(root.children[1].kind == .text("c"))
        #expect(root.children[1].id == "t")
    }

    @Test func fontFileIsResolvedRelativeToTheTreeFile() throws {
        let dir = try TemporaryDirectory()
        try dir.write("fonts/My Font.ttf", [0, 1, 0, 0])
        let doc = try TestInput.decode(#"{"fontFile": "fonts/../fonts/My Font.ttf", "root": {"Text": "a"}}"#, base: dir.path)
        let expected = URL(fileURLWithPath: dir.path + "/fonts/My Font.ttf").standardizedFileURL.path
        #expect(doc.fontFile == expected)
        let absolute = try TestInput.decode(#"{"fontFile": "\#(expected)", "root": {"Text": "a"}}"#, base: "/elsewhere")
        #expect(absolute.fontFile == expected)
    }

    @Test func decodeFileAtPathUsesTheFilesDirectory() throws {
        let dir = try TemporaryDirectory()
        try dir.write("img/p.png", pngBytes(width: 3, height: 2))
        let tree = try dir.write("sub/tree.json", Array(#"{"Image": "../img/p.png"}"#.utf8))
        let doc = try DocumentDecoder.decode(fileAtPath: tree, displayName: "tree.json")
        #expect(doc.root.kind == .image(.file(URL(fileURLWithPath: dir.path + "/img/p.png").standardizedFileURL.path),
                                        width: 3, height: 2))
        do {
            _ = try DocumentDecoder.decode(fileAtPath: dir.path + "/missing.json", displayName: "missing.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "missing.json: cannot read the tree file: no such file")
        }
    }
}
