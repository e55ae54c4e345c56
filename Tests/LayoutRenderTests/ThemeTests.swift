import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

/// `--theme`, backgrounds and margins in the display list (docs/format.md, "Colors").
@Suite("Themes, backgrounds, margins")
struct ThemeTests {
    @Test("system colours take Apple's dark values in the dark scheme; fixed colours never change")
    func darkValues() {
        let dark: [String: (Int, Int, Int)] = [
            "red": (255, 69, 58), "orange": (255, 159, 10), "yellow": (255, 214, 10), "green": (48, 209, 88),
            "mint": (99, 230, 226), "teal": (64, 200, 224), "cyan": (100, 210, 255), "blue": (10, 132, 255),
            "indigo": (94, 92, 230), "purple": (191, 90, 242), "pink": (255, 55, 95), "brown": (172, 142, 104),
            "gray": (142, 142, 147), "primary": (255, 255, 255), "secondary": (235, 235, 245),
            "accentColor": (10, 132, 255), "black": (0, 0, 0), "white": (255, 255, 255),
        ]
        for (name, rgb) in dark {
            let c = (Color.named[name] ?? .clear).resolved(in: .dark)
            #expect(c.hexRGB == Color(r8: rgb.0, g8: rgb.1, b8: rgb.2).hexRGB, "\(name)")
            #expect((Color.named[name] ?? .clear).resolved(in: .light) == Color.named[name], "\(name)")
        }
        #expect(abs((Color.named["secondary"] ?? .clear).resolved(in: .dark).opacity - 0.6) < 1e-9)
        #expect(Color.separator.resolved(in: .dark).opacity == 0.6)
        #expect(Color(hex: "#FF3B30")?.resolved(in: .dark) == Color(hex: "#FF3B30"))
        #expect(SystemColor.systemBackground.color.resolved(in: .dark).hexRGB == "#000000")
    }

    @Test("the dark scheme resolves fills, text and the background; the light one changes nothing")
    func displayList() {
        let tree = node("background", 0, 0, 20, 10, children: [
            node("Color", 0, 0, 20, 10, paint: .fill(.rectangle, .color(color("red")))),
            node("Color", 0, 0, 20, 10, paint: .fill(.rectangle, .color(Color(r8: 1, g8: 2, b8: 3)))),
        ], secondaryBelow: true)
        let result = LayoutResult(canvas: CGSize(width: 20, height: 10), root: tree, scale: 2)
        let dark = DisplayList(result, options: RenderOptions(background: SystemColor.systemBackground.color,
                                                              colorScheme: .dark))
        #expect(dark.background?.hexRGB == "#000000")
        #expect(fillOrder(dark).map(\.hexRGB) == ["#010203", "#ff453a"])
        let light = DisplayList(result, options: RenderOptions(background: SystemColor.systemBackground.color))
        #expect(light.background?.hexRGB == "#ffffff")
        #expect(fillOrder(light).map(\.hexRGB) == ["#010203", "#ff3b30"])
    }

    @Test("a margin grows the canvas on every side and moves everything by it, on the pixel grid")
    func margin() {
        let tree = node("Color", 0, 0, 20, 10, paint: .fill(.rectangle, .color(color("red"))))
        let result = LayoutResult(canvas: CGSize(width: 20, height: 10), root: tree, scale: 2)
        let l = DisplayList(result, options: RenderOptions(margin: 8.3))
        #expect(l.size == CGSize(width: 37, height: 27))
        #expect(l.items.first == .fill(.rect(CGRect(x: 8.5, y: 8.5, width: 20, height: 10)), color("red")))
    }

    @Test("a comparison sheet places panels side by side and captions under them, outlined, on the pixel grid")
    func sheet() {
        func panel(_ w: CGFloat, _ h: CGFloat, caption cw: CGFloat) -> ComparisonSheet.Panel {
            let content = DisplayList(size: CGSize(width: w, height: h), scale: 2, background: nil,
                                      items: [.fill(.rect(CGRect(x: 0, y: 0, width: w, height: h)), color("red"))])
            let caption = DisplayList(size: CGSize(width: cw, height: 15), scale: 2, background: nil,
                                      items: [.fill(.rect(CGRect(x: 0, y: 0, width: cw, height: 15)), color("blue"))])
            return ComparisonSheet.Panel(content: content, caption: caption)
        }
        let sheet = ComparisonSheet.compose([panel(100, 50, caption: 60), panel(40, 20, caption: 81)], scale: 2,
                                            background: .white, scheme: .light)
        // 12 + 100 + 24 + 81 + 12 wide; 12 + 50 + 8 + 15 + 12 high.
        #expect(sheet.size == CGSize(width: 229, height: 97))
        let fills = sheet.items.compactMap { item -> CGRect? in
            if case .fill(.rect(let r), _) = item { return r } else { return nil }
        }
        #expect(fills == [CGRect(x: 12, y: 12, width: 100, height: 50), CGRect(x: 32, y: 70, width: 60, height: 15),
                          CGRect(x: 156.5, y: 27, width: 40, height: 20), CGRect(x: 136, y: 70, width: 81, height: 15)])
        let outlines = sheet.items.filter { if case .stroke = $0 { return true } else { return false } }
        #expect(outlines.count == 2)
    }
}
