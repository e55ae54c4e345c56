import Foundation
import LayoutCore
import Testing

/// Controls lay out as their bodies (docs/semantics.md §12) and `contentMargins` pads scroll content (§8.8);
/// frames derived from the metrics with the box font (17-point body: "OK" is 17 x 17).
@Suite struct ControlTests {
    func control(_ body: any ControlBody, _ label: [ViewNode] = [], id: String = "c") -> ViewNode {
        ViewNode(.control(Control(body)), id: id, children: label)
    }

    @Test func toggleTakesTheWidthAndTheSwitchHeight() {
        let r = layout(control(ToggleControl(isOn: true), [text("Wi")]), canvas: CGSize(width: 300, height: 100))
        expectFrame(r, "c", rect(0, 34.5, 300, 31))
        #expect(r.root.kind == "Toggle")
        let bare = layout(control(ToggleControl(isOn: false)).fixedSize(), canvas: CGSize(width: 300, height: 100))
        expectFrame(bare, "c", rect(124.5, 34.5, 51, 31))
    }

    @Test func buttonStylesComeFromTheEnvironmentClosestFirst() {
        let canvas = CGSize(width: 200, height: 100)
        let automatic = layout(control(ButtonControl(), [text("OK")]), canvas: canvas)
        expectFrame(automatic, "c", rect(91.5, 41.5, 17, 17))
        // bordered: 7 above and below, 12 on each side.
        let bordered = layout(vstack([control(ButtonControl(), [text("OK")])]).modifier(.buttonStyle(.bordered)), canvas: canvas)
        expectFrame(bordered, "c", rect(79.5, 34.5, 41, 31))
        let closer = layout(vstack([control(ButtonControl(), [text("OK")]).modifier(.buttonStyle(.plain))])
            .modifier(.buttonStyle(.borderedProminent)), canvas: canvas)
        expectFrame(closer, "c", rect(91.5, 41.5, 17, 17))
        let custom = CustomButtonStyle(name: "Padded") { label in label.padding(10) }
        let styled = layout(control(ButtonControl(), [text("OK")]).modifier(.buttonStyle(.custom(custom))), canvas: canvas)
        expectFrame(styled, "c", rect(81.5, 31.5, 37, 37))
    }

    @Test func tintAndHiddenLabelsComeFromTheEnvironment() {
        let canvas = CGSize(width: 300, height: 100)
        let hidden = layout(vstack([control(ToggleControl(isOn: true), [text("Wi")])]).modifier(.labelsHidden), canvas: canvas)
        expectFrame(hidden, "c", rect(124.5, 34.5, 51, 31))
        let orange = Color.named["orange"] ?? .black
        let tinted = layout(control(ToggleControl(isOn: true)).modifier(.tint(orange)), canvas: canvas)
        let fills = Self.fills(tinted.root)
        #expect(fills.contains(orange) && !fills.contains(SystemColor.green.color))
        let button = layout(control(ButtonControl(), [text("OK")]).modifier(.tint(orange)), canvas: canvas)
        #expect(Self.foregrounds(button.root).contains(orange))
    }

    @Test func roundedBorderTextFieldsArePaddedBoxes() {
        let field = control(TextFieldControl(title: "Email", text: ""))
        // box font: one 17-point line, padded 7 on every side: 300 wide, 31 tall.
        let r = layout(field.modifier(.textFieldStyle(roundedBorder: true)), canvas: CGSize(width: 300, height: 100))
        expectFrame(r, "c", rect(0, 34.5, 300, 31))
        expectFrame(layout(field, canvas: CGSize(width: 300, height: 100)), "c", rect(0, 41.5, 300, 17))
    }

    static func fills(_ n: PlacedNode) -> [Color] {
        var out: [Color] = []
        if case .fill(_, .color(let c))? = n.paint { out.append(c) }
        return out + n.children.flatMap(fills)
    }

    static func foregrounds(_ n: PlacedNode) -> [Color] {
        var out: [Color] = []
        if case .text(_, _, .color(let c))? = n.paint { out.append(c) }
        return out + n.children.flatMap(foregrounds)
    }

    @Test func slidersAndProgressBarsFillTheWidth() {
        let canvas = CGSize(width: 200, height: 100)
        expectFrame(layout(control(SliderControl(value: 5, in: 0...10)), canvas: canvas), "c", rect(0, 36, 200, 28))
        // Decision §12.2: ideal widths are the thumb (28) and 0.
        expectFrame(layout(control(SliderControl(value: 5)).fixedSize(), canvas: canvas), "c", rect(86, 36, 28, 28))
        expectFrame(layout(control(ProgressViewControl(value: 0.5)), canvas: canvas), "c", rect(0, 48, 200, 4))
        expectFrame(layout(control(ProgressViewControl(value: 0.5)).fixedSize(), canvas: canvas), "c", rect(100, 48, 0, 4))
        expectFrame(layout(control(ProgressViewControl(value: nil)), canvas: canvas), "c", rect(90, 40, 20, 20))
        expectFrame(layout(control(StepperControl()), canvas: canvas), "c", rect(53, 34, 94, 32))
    }

    @Test func trackLayoutPlacesTheFillAndTheThumb() {
        let track = ViewNode(.layout(CustomLayout(TrackLayout(fraction: 0.25, height: 28, trackThickness: 4, thumbDiameter: 28))),
                             children: [color("gray", id: "track"), color("blue", id: "fill"), color("white", id: "thumb")])
        let r = layout(track, canvas: CGSize(width: 228, height: 28))
        expectFrame(r, "track", rect(14, 12, 200, 4))
        expectFrame(r, "fill", rect(14, 12, 50, 4))
        expectFrame(r, "thumb", rect(50, 0, 28, 28))
    }

    @Test func symbolImagesSizeFromTheFont() {
        let canvas = CGSize(width: 100, height: 100)
        let body = SymbolImage.node("star")
        expectFrame(layout(zstack([ViewNode(body.kind, id: "s")]), canvas: canvas), "s", rect(40, 40, 20, 20))
        let title = zstack([ViewNode(body.kind, id: "s")]).font(FontSpec(style: .title))
        // 28 x 20/17 = 32.94, on the eighth-point grid 33.
        expectFrame(layout(title, canvas: canvas), "s", rect(33.5, 33.5, 33, 33))
        let small = ViewNode(SymbolImage.node("chevron", scale: .small).kind, id: "s")
        expectFrame(layout(zstack([small]), canvas: canvas), "s", rect(42, 42, 16, 16))
    }

    /// previews-and-controls.md §3.1 (Apple's `Image.Scale`): small about 20 % smaller, large about 30 % larger than
    /// medium; `imageScale` is an environment value, so it reaches every symbol below it (a Label's too).
    @Test func imageScaleSizesTheSymbolsBelow() {
        let canvas = CGSize(width: 100, height: 100)
        func scaled(_ s: SymbolImage.Scale) -> ViewNode {
            zstack([ViewNode(SymbolImage.node("star").kind, id: "s")]).modifier(.controlSetting(.imageScale(s)))
        }
        expectFrame(layout(scaled(.small), canvas: canvas), "s", rect(42, 42, 16, 16))
        expectFrame(layout(scaled(.medium), canvas: canvas), "s", rect(40, 40, 20, 20))
        expectFrame(layout(scaled(.large), canvas: canvas), "s", rect(37, 37, 26, 26))
        // The closest setting wins, and an explicit scale on the node is kept.
        let nested = zstack([zstack([ViewNode(SymbolImage.node("star").kind, id: "s")])
            .modifier(.controlSetting(.imageScale(.small)))]).modifier(.controlSetting(.imageScale(.large)))
        expectFrame(layout(nested, canvas: canvas), "s", rect(42, 42, 16, 16))
        // A bitmap image keeps its size (docs/semantics.md §12.3 decision: symbol images only).
        let bitmap = zstack([ViewNode(.image(.placeholder, width: 30, height: 10), id: "s")])
            .modifier(.controlSetting(.imageScale(.large)))
        expectFrame(layout(bitmap, canvas: canvas), "s", rect(35, 45, 30, 10))
    }

    @Test func contentMarginsPadScrollContent() {
        let scroll = ViewNode(.scrollView(axes: .vertical, showsIndicators: true),
                              children: [color("teal", id: "content").frame(height: 40)])
        let r = layout(scroll.modifier(.contentMargins(EdgeInsets(edges: .horizontal, length: 20))),
                       canvas: CGSize(width: 240, height: 120))
        expectFrame(r, "content", rect(20, 0, 200, 40))
        // The closest contentMargins wins entirely (Decision §8.8).
        let nested = layout(scroll.modifier(.contentMargins(EdgeInsets(top: 5))).modifier(.contentMargins(EdgeInsets(30))),
                            canvas: CGSize(width: 240, height: 120))
        expectFrame(nested, "content", rect(0, 5, 240, 40))
    }
}
