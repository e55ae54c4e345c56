import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// position, zIndex, hidden, clipShape, mask, rotationEffect, scaleEffect, shadow: every argument shape and
/// the errors with their exact one-line messages.
@Suite struct DrawingModifierDecodingTests {
    static let red = Color.named["red"] ?? .black

    static let cases: [(String, NodeKind)] = [
        (#"{"position": {"x": 30, "y": 40}}"#, .position(x: 30, y: 40)),
        (#"{"position": {"y": 5}}"#, .position(x: 0, y: 5)),
        (#"{"position": {}}"#, .position(x: 0, y: 0)),
        (#"{"zIndex": 2}"#, .zIndex(2)),
        (#"{"zIndex": -1.5}"#, .zIndex(-1.5)),
        (#"{"hidden": {}}"#, .hidden),
        (#"{"clipShape": "Circle"}"#, .clipShape(.circle)),
        (#"{"clipShape": {"Capsule": {}}}"#, .clipShape(.capsule)),
        (#"{"clipShape": {"Ellipse": {}}}"#, .clipShape(.ellipse)),
        (#"{"clipShape": {"Rectangle": {}}}"#, .clipShape(.rectangle)),
        (#"{"clipShape": {"RoundedRectangle": {"cornerRadius": 8}}}"#, .clipShape(.roundedRectangle(cornerRadius: 8))),
        (#"{"clipShape": {"RoundedRectangle": {"cornerRadius": 8, "style": "continuous"}}}"#,
         .clipShape(.roundedRectangle(cornerRadius: 8))),
        (#"{"rotationEffect": {"degrees": 90}}"#, .effect(.rotation(radians: Double.pi / 2, anchor: .center))),
        (#"{"rotationEffect": {"radians": 1}}"#, .effect(.rotation(radians: 1, anchor: .center))),
        (#"{"rotationEffect": {"angle": {"degrees": 180}, "anchor": "topLeading"}}"#,
         .effect(.rotation(radians: Double.pi, anchor: .topLeading))),
        (#"{"rotationEffect": {"angle": {"radians": 2}, "anchor": {"x": 0.25, "y": 1}}}"#,
         .effect(.rotation(radians: 2, anchor: UnitPoint(x: 0.25, y: 1)))),
        (#"{"scaleEffect": 1.5}"#, .effect(.scale(x: 1.5, y: 1.5, anchor: .center))),
        (#"{"scaleEffect": {"scale": 2, "anchor": "bottom"}}"#, .effect(.scale(x: 2, y: 2, anchor: .bottom))),
        (#"{"scaleEffect": {"scale": {"width": 2, "height": 3}}}"#, .effect(.scale(x: 2, y: 3, anchor: .center))),
        (#"{"scaleEffect": {"x": -1}}"#, .effect(.scale(x: -1, y: 1, anchor: .center))),
        (#"{"scaleEffect": {"x": 2, "y": 0.5, "anchor": "trailing"}}"#, .effect(.scale(x: 2, y: 0.5, anchor: .trailing))),
        (#"{"shadow": {"radius": 5}}"#, .effect(.shadow(Shadow(radius: 5)))),
        (#"{"shadow": {"color": "red", "radius": 3, "x": 1, "y": -2}}"#,
         .effect(.shadow(Shadow(color: red, radius: 3, x: 1, y: -2)))),
    ]

    @Test(arguments: cases)
    func decodes(_ modifier: String, _ expected: NodeKind) throws {
        #expect(try TestInput.modifierKind(modifier) == expected)
    }

    @Test("RoundedRectangle accepts style as a view too")
    func roundedRectangleStyle() throws {
        let node = try TestInput.root(#"{"RoundedRectangle": {"cornerRadius": 4, "style": "circular"}}"#)
        #expect(node.kind == .shape(.roundedRectangle(cornerRadius: 4)))
    }

    @Test("mask holds a view like overlay: [content, mask]")
    func mask() throws {
        let node = try TestInput.root(#"{"Color": "red", "modifiers": [{"mask": {"alignment": "top", "content": {"Circle": {}}}}]}"#)
        #expect(node.kind == .mask(alignment: .top))
        #expect(node.children.map(\.kind) == [.color(Self.red), .shape(.circle)])
        let plain = try TestInput.root(#"{"Color": "red", "modifiers": [{"mask": {"Text": "Hi"}}]}"#)
        #expect(plain.kind == .mask(alignment: .center))
        #expect(plain.children.last?.kind == .text("Hi"))
    }

    static let errors: [(String, String)] = [
        (##"{"Text": "a", "modifiers": [{"zIdex": 1}]}"##,
         ##"tree.json:1:30: root.modifiers[0].zIdex: unknown modifier; did you mean "zIndex"?"##),
        (##"{"Text": "a", "modifiers": [{"rotationEfect": {"degrees": 1}}]}"##,
         ##"tree.json:1:30: root.modifiers[0].rotationEfect: unknown modifier; did you mean "rotationEffect"?"##),
        (##"{"Text": "a", "modifiers": [{"clipShape": "Cirle"}]}"##,
         ##"tree.json:1:43: root.modifiers[0].clipShape: unknown shape "Cirle"; did you mean "Circle"?"##),
        (##"{"Text": "a", "modifiers": [{"clipShape": "RoundedRectangle"}]}"##,
         ##"tree.json:1:43: root.modifiers[0].clipShape: RoundedRectangle needs its corner radius: write {"RoundedRectangle": {"cornerRadius": 8}}"##),
        (##"{"Text": "a", "modifiers": [{"clipShape": {"Capsul": {}}}]}"##,
         ##"tree.json:1:44: root.modifiers[0].clipShape.Capsul: unknown shape "Capsul"; did you mean "Capsule"?"##),
        (##"{"Text": "a", "modifiers": [{"clipShape": {"RoundedRectangle": {"cornerRadius": 2, "style": "round"}}}]}"##,
         ##"tree.json:1:93: root.modifiers[0].clipShape.RoundedRectangle.style: unknown corner style "round"; expected one of: circular, continuous"##),
        (##"{"Text": "a", "modifiers": [{"rotationEffect": {"degree": 1}}]}"##,
         ##"tree.json:1:49: root.modifiers[0].rotationEffect.degree: unknown argument; did you mean "degrees"?"##),
        (##"{"Text": "a", "modifiers": [{"rotationEffect": {"degrees": 1, "radians": 2}}]}"##,
         ##"tree.json:1:63: root.modifiers[0].rotationEffect.radians: give either degrees or radians, not both"##),
        (##"{"Text": "a", "modifiers": [{"rotationEffect": {"degrees": 1, "anchor": "top"}}]}"##,
         ##"tree.json:1:63: root.modifiers[0].rotationEffect.anchor: with an anchor, write {"angle": {"degrees": ...}, "anchor": ...}"##),
        (##"{"Text": "a", "modifiers": [{"rotationEffect": {"angle": {"degrees": 1}, "anchor": "middle"}}]}"##,
         ##"tree.json:1:84: root.modifiers[0].rotationEffect.anchor: unknown anchor "middle"; expected one of: topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing"##),
        (##"{"Text": "a", "modifiers": [{"scaleEffect": {"scale": 2, "x": 1}}]}"##,
         ##"tree.json:1:58: root.modifiers[0].scaleEffect.x: give either scale or x and y, not both"##),
        (##"{"Text": "a", "modifiers": [{"shadow": {"x": 2}}]}"##,
         ##"tree.json:1:40: root.modifiers[0].shadow: missing argument "radius" of shadow"##),
        (##"{"Text": "a", "modifiers": [{"shadow": {"radius": -1}}]}"##,
         ##"tree.json:1:51: root.modifiers[0].shadow.radius: must not be negative, got -1"##),
        (##"{"Text": "a", "modifiers": [{"hidden": true}]}"##,
         ##"tree.json:1:40: root.modifiers[0].hidden: expected {} (hidden takes no arguments), got true"##),
    ]

    @Test(arguments: errors)
    func error(_ json: String, _ message: String) {
        #expect(TestInput.error(json) == message)
    }
}
