import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Every modifier and argument shape decodes to the right NodeKind; modifiers nest like a Swift chain.
@Suite struct ModifierDecodingTests {
    static let red = Color.named["red"] ?? .black
    static let blue = Color.named["blue"] ?? .black

    static let cases: [(String, NodeKind)] = {
        var c: [(String, NodeKind)] = []
        // padding
        c.append((#"{"padding": {}}"#, .padding(EdgeInsets(16))))
        c.append((#"{"padding": 10}"#, .padding(EdgeInsets(10))))
        c.append((#"{"padding": -4}"#, .padding(EdgeInsets(-4))))
        c.append((#"{"padding": "horizontal"}"#, .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))))
        c.append((#"{"padding": ["top", "leading"]}"#, .padding(EdgeInsets(top: 16, leading: 16))))
        c.append((#"{"padding": {"edges": "horizontal", "length": 20}}"#, .padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))))
        c.append((#"{"padding": {"edges": "vertical"}}"#, .padding(EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0))))
        c.append((#"{"padding": {"edges": ["bottom", "trailing"], "length": null}}"#, .padding(EdgeInsets(bottom: 16, trailing: 16))))
        c.append((#"{"padding": {"edges": [], "length": 5}}"#, .padding(EdgeInsets())))
        c.append((#"{"padding": {"length": 3}}"#, .padding(EdgeInsets(3))))
        c.append((#"{"padding": {"edges": "all", "length": 2}}"#, .padding(EdgeInsets(2))))
        c.append((#"{"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}}"#, .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))))
        c.append((#"{"padding": {"leading": 5}}"#, .padding(EdgeInsets(leading: 5))))
        // frame
        c.append((#"{"frame": {}}"#, .frame(width: nil, height: nil, alignment: .center)))
        c.append((#"{"frame": {"width": 300, "height": 300, "alignment": "topLeading"}}"#, .frame(width: 300, height: 300, alignment: .topLeading)))
        c.append((#"{"frame": {"height": 20, "width": null}}"#, .frame(width: nil, height: 20, alignment: .center)))
        c.append((#"{"frame": {"maxWidth": "infinity"}}"#, .flexibleFrame(FlexibleFrame(maxWidth: .infinity))))
        c.append((#"{"frame": {"minWidth": 0, "maxWidth": "infinity", "alignment": "leading"}}"#, .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity, alignment: .leading))))
        c.append((#"{"frame": {"minWidth": 1, "idealWidth": 2, "maxWidth": 3, "minHeight": 4, "idealHeight": 5, "maxHeight": 6}}"#,
                  .flexibleFrame(FlexibleFrame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6))))
        c.append((#"{"frame": {"minHeight": "infinity", "idealWidth": "infinity"}}"#, .flexibleFrame(FlexibleFrame(idealWidth: .infinity, minHeight: .infinity))))
        c.append((#"{"frame": {"maxWidth": null, "minHeight": 10}}"#, .flexibleFrame(FlexibleFrame(minHeight: 10))))
        // fixedSize, layoutPriority
        c.append((#"{"fixedSize": {}}"#, .fixedSize(horizontal: true, vertical: true)))
        c.append((#"{"fixedSize": {"horizontal": true, "vertical": false}}"#, .fixedSize(horizontal: true, vertical: false)))
        c.append((#"{"layoutPriority": 1}"#, .layoutPriority(1)))
        c.append((#"{"layoutPriority": -0.5}"#, .layoutPriority(-0.5)))
        // aspect ratio
        c.append((#"{"aspectRatio": 1.5}"#, .aspectRatio(1.5, contentMode: .fit)))
        c.append((#"{"aspectRatio": {"ratio": 1.333, "contentMode": "fit"}}"#, .aspectRatio(1.333, contentMode: .fit)))
        c.append((#"{"aspectRatio": {"contentMode": "fill"}}"#, .aspectRatio(nil, contentMode: .fill)))
        c.append((#"{"aspectRatio": {"ratio": null}}"#, .aspectRatio(nil, contentMode: .fit)))
        c.append((#"{"aspectRatio": {"ratio": {"width": 4, "height": 2}, "contentMode": "fill"}}"#, .aspectRatio(2, contentMode: .fill)))
        c.append((#"{"aspectRatio": {}}"#, .aspectRatio(nil, contentMode: .fit)))
        c.append((#"{"scaledToFit": {}}"#, .scaledToFit))
        c.append((#"{"scaledToFill": {}}"#, .scaledToFill))
        // offset, border
        c.append((#"{"offset": {"x": 10, "y": -5}}"#, .offset(x: 10, y: -5)))
        c.append((#"{"offset": {"y": 3}}"#, .offset(x: 0, y: 3)))
        c.append((#"{"offset": {}}"#, .offset(x: 0, y: 0)))
        c.append((#"{"border": "red"}"#, .border(.color(red), width: 1)))
        c.append((#"{"border": {"color": "red", "width": 2}}"#, .border(.color(red), width: 2)))
        c.append((#"{"border": {"color": {"red": 0, "green": 0, "blue": 1}}}"#, .border(.color(Color(red: 0, green: 0, blue: 1)), width: 1)))
        // style and environment
        c.append((#"{"foregroundColor": "blue"}"#, .foregroundColor(blue)))
        c.append((##"{"foregroundStyle": "#0000FF"}"##, .foregroundStyle(.color(Color(r8: 0, g8: 0, b8: 255)))))
        c.append((#"{"opacity": 0.5}"#, .opacity(0.5)))
        c.append((#"{"opacity": 0}"#, .opacity(0)))
        c.append((#"{"cornerRadius": 8}"#, .cornerRadius(8)))
        c.append((#"{"clipped": {}}"#, .clipped))
        c.append((#"{"font": "title"}"#, .font(FontSpec(style: .title))))
        c.append((#"{"font": "caption2"}"#, .font(FontSpec(style: .caption2))))
        c.append((#"{"font": {"size": 20, "weight": "bold", "design": "monospaced"}}"#, .font(FontSpec(size: 20, weight: .bold, design: .monospaced))))
        c.append((#"{"font": {"style": "title", "weight": "bold", "italic": true}}"#, .font(FontSpec(style: .title, weight: .bold, italic: true))))
        c.append((#"{"font": {"weight": "ultraLight"}}"#, .font(FontSpec(weight: .ultraLight))))
        c.append((#"{"font": {"design": "default"}}"#, .font(FontSpec(design: .default))))
        c.append((#"{"lineLimit": 2}"#, .lineLimit(2)))
        c.append((#"{"lineLimit": null}"#, .lineLimit(nil)))
        c.append((#"{"multilineTextAlignment": "center"}"#, .multilineTextAlignment(.center)))
        c.append((#"{"truncationMode": "middle"}"#, .truncationMode(.middle)))
        c.append((#"{"truncationMode": "head"}"#, .truncationMode(.head)))
        return c
    }()

    @Test(arguments: cases)
    func modifier(_ json: String, _ kind: NodeKind) throws {
        let root = try TestInput.root(#"{"Text": "x", "modifiers": [\#(json)]}"#)
        #expect(root.kind == kind)
        #expect(root.children.map(\.kind) == [.text("x")])
    }

    @Test func firstModifierIsInnermostLastIsOutermost() throws {
        let root = try TestInput.root(#"""
            {"Text": "x", "id": "t", "modifiers": [
              {"padding": 1, "id": "inner"}, {"frame": {"width": 10}}, {"opacity": 0.5, "id": "outer"}]}
            """#)
        #expect(root.kind == .opacity(0.5))
        #expect(root.id == "outer")
        let frame = try #require(root.children.first)
        #expect(frame.kind == .frame(width: 10, height: nil, alignment: .center))
        #expect(frame.id == nil)
        let padding = try #require(frame.children.first)
        #expect(padding.kind == .padding(EdgeInsets(1)))
        #expect(padding.id == "inner")
        #expect(padding.children.map(\.kind) == [.text("x")])
        #expect(padding.children.first?.id == "t")
    }

    @Test func backgroundAndOverlayHavePrimaryThenSecondary() throws {
        let bg = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": "red"}]}"#)
        // A colour is SwiftUI's ShapeStyle form, which ignores the safe area on every edge (docs/semantics.md §4.9).
        #expect(bg.kind == .background(alignment: .center, ignoresSafeAreaEdges: .all))
        #expect(bg.children.map(\.kind) == [.text("x"), .color(Self.red)])

        let view = try TestInput.root(#"{"Text": "x", "modifiers": [{"background": {"Circle": {}, "id": "c"}}]}"#)
        #expect(view.kind == .background(alignment: .center))
        #expect(view.children.map(\.kind) == [.text("x"), .shape(.circle)])
        #expect(view.children.last?.id == "c")

        let overlay = try TestInput.root(#"""
            {"Text": "x", "modifiers": [{"overlay": {"alignment": "topTrailing",
              "content": {"Text": "badge", "modifiers": [{"padding": 2}]}}}]}
            """#)
        #expect(overlay.kind == .overlay(alignment: .topTrailing))
        #expect(overlay.children.last?.kind == .padding(EdgeInsets(2)))
        #expect(overlay.children.last?.children.first?.kind == .text("badge"))

        let colorContent = try TestInput.root(#"{"Text": "x", "modifiers": [{"overlay": {"content": "blue"}}]}"#)
        #expect(colorContent.kind == .overlay(alignment: .center))
        #expect(colorContent.children.last?.kind == .color(Self.blue))
    }

    @Test func resizableFillAndStrokeApplyDirectlyToTheirView() throws {
        let image = try TestInput.root(#"{"Image": {"width": 100, "height": 30}, "modifiers": [{"resizable": {}}, {"aspectRatio": {"contentMode": "fit"}}]}"#)
        #expect(image.kind == .aspectRatio(nil, contentMode: .fit))
        #expect(image.children.first?.kind == .resizable)
        #expect(image.children.first?.children.first?.kind == .image(.placeholder, width: 100, height: 30))

        let fill = try TestInput.root(#"{"Circle": {}, "modifiers": [{"fill": "red"}, {"frame": {"width": 10, "height": 10}}]}"#)
        #expect(fill.children.first?.kind == .fill(.color(Self.red)))
        let stroke = try TestInput.root(#"{"Capsule": {}, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 3}}]}"#)
        #expect(stroke.kind == .stroke(.color(Self.blue), lineWidth: 3))
        let strokeDefault = try TestInput.root(#"{"RoundedRectangle": {"cornerRadius": 4}, "modifiers": [{"stroke": "red"}]}"#)
        #expect(strokeDefault.kind == .stroke(.color(Self.red), lineWidth: 1))
        let strokeForeground = try TestInput.root(#"{"Circle": {}, "modifiers": [{"stroke": {"lineWidth": 2}}]}"#)
        #expect(strokeForeground.kind == .stroke(nil, lineWidth: 2))
    }

    @Test func theExampleOfTheArticlesDecodes() throws {
        let doc = try TestInput.decode(#"""
            {"canvas": {"width": 320, "height": 480},
             "root": {"Text": "Hello, World!", "id": "text",
                      "modifiers": [{"frame": {"maxWidth": "infinity"}, "id": "frame"},
                                    {"padding": {"edges": "horizontal", "length": 10}, "id": "outer"}]}}
            """#)
        #expect(doc.root.id == "outer")
        #expect(doc.root.count == 3)
    }
}

/// `null` for a labeled argument means the same as leaving it out.
@Suite struct NullArgumentTests {
    @Test func nullArgumentsAreLeftOut() throws {
        #expect(try TestInput.modifierKind(#"{"offset": {"x": null, "y": 2}}"#) == .offset(x: 0, y: 2))
        #expect(try TestInput.modifierKind(#"{"frame": {"width": null, "minWidth": 10}}"#)
                == .flexibleFrame(FlexibleFrame(minWidth: 10)))
        #expect(try TestInput.modifierKind(#"{"frame": {"alignment": null}}"#) == .frame(width: nil, height: nil, alignment: .center))
        #expect(try TestInput.modifierKind(#"{"font": {"size": 12, "weight": null}}"#) == .font(FontSpec(size: 12)))
        #expect(try TestInput.modifierKind(#"{"padding": {"top": null, "leading": 3}}"#) == .padding(EdgeInsets(leading: 3)))
        #expect(try TestInput.root(#"{"Image": {"file": null, "width": 1, "height": 2}}"#).kind == .image(.placeholder, width: 1, height: 2))
        #expect(TestInput.error(#"{"Text": "a", "modifiers": [{"font": {"weight": null}}]}"#)
                == "tree.json:1:38: root.modifiers[0].font: font needs a style, or at least one of size, weight, design, italic")
        #expect(TestInput.error(#"{"canvas": {"width": null, "height": 1}, "root": {"Text": "a"}}"#)
                == "tree.json:1:22: canvas.width: expected a number, got null")
    }
}
