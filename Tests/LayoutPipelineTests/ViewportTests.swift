import Foundation
import LayoutCore
import LayoutJSON
import LayoutPipeline
import Testing

/// `Viewport.resolve`: the source's values, overridden field by field by the caller's (docs/rendering.md,
/// "Viewport"), and the command-line spellings of the values.
@Suite("Viewport resolution")
struct ViewportTests {
    let phone = ViewportHints(canvas: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                              proposal: nil)

    @Test("without overrides the source's canvas, safe area and proposal are kept")
    func sourceOnly() throws {
        let v = try Viewport.resolve(hints: phone, scale: 3)
        #expect(v.canvas == CGSize(width: 390, height: 844))
        #expect(v.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(v.proposal == nil)
        #expect(v.scale == 3)
    }

    @Test("each override replaces only its own field")
    func fieldByField() throws {
        let proposal = try Viewport.resolve(hints: phone, overrides: ViewportOverrides(proposal: ProposedViewSize(width: 320, height: nil)),
                                            scale: 2)
        #expect(proposal.canvas == CGSize(width: 390, height: 844))
        #expect(proposal.safeArea.top == 47)
        #expect(proposal.proposal == ProposedViewSize(width: 320, height: nil))
        let canvas = try Viewport.resolve(hints: phone, overrides: ViewportOverrides(canvas: CGSize(width: 500, height: 900)),
                                          scale: 2)
        #expect(canvas.canvas == CGSize(width: 500, height: 900))
        #expect(canvas.safeArea.bottom == 34)
    }

    @Test("a device override replaces the source's canvas and safe area; explicit --canvas/--safe-area win over it")
    func deviceOverride() throws {
        let iPhone15 = try #require(DeviceCatalog.named("iPhone 15"))
        let device = try Viewport.resolve(hints: phone, overrides: ViewportOverrides(device: iPhone15), scale: 2)
        #expect(device.canvas == CGSize(width: 393, height: 852))
        #expect(device.safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        let both = try Viewport.resolve(hints: phone, overrides: ViewportOverrides(
            canvas: CGSize(width: 400, height: 400), safeArea: EdgeInsets(), device: iPhone15), scale: 2)
        #expect(both.canvas == CGSize(width: 400, height: 400))
        #expect(both.safeArea == EdgeInsets())
    }

    @Test("a source's device gives the canvas when the source has none; the source's own canvas wins over it")
    func sourceDevice() throws {
        let named = try Viewport.resolve(hints: ViewportHints(device: "iPad Pro 11-inch"), scale: 2)
        #expect(named.canvas == CGSize(width: 834, height: 1194))
        #expect(named.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        let landscape = try Viewport.resolve(hints: ViewportHints(device: "default", orientation: .landscape), scale: 2)
        #expect(landscape.canvas == CGSize(width: 852, height: 393))
        #expect(landscape.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        var withCanvas = phone
        withCanvas.device = "iPad Pro 11-inch"
        #expect(try Viewport.resolve(hints: withCanvas, scale: 2).canvas == CGSize(width: 390, height: 844))
        do {
            _ = try Viewport.resolve(hints: ViewportHints(device: "iPhone 15 Prp"), scale: 2)
            Issue.record("no error")
        } catch {
            #expect(error.message == "unknown device \"iPhone 15 Prp\"; did you mean \"iPhone 15 Pro\"?")
            #expect(!error.isUsage, "the source's device is the input's fault, not the options'")
        }
    }

    @Test("short device names people type resolve to the table's devices; an unknown one gets the nearest name")
    func deviceAliases() throws {
        for (alias, name) in [("iPhone SE", "iPhone SE (3rd generation)"), ("iphone-se", "iPhone SE (3rd generation)"),
                              ("iPhone 13", "iPhone 14"), ("iPhone 14 Pro", "iPhone 15 Pro"), ("iPad mini", "iPad mini (6th generation)"),
                              ("iPad Pro 11", "iPad Pro 11-inch"), ("iPad", "iPad (10th generation)")] {
            #expect(DeviceCatalog.named(alias)?.name == name, "\(alias)")
        }
        let se = try Viewport.resolve(hints: ViewportHints(device: "iPhone SE"), scale: 2)
        #expect(se.canvas == CGSize(width: 375, height: 667))
        #expect(se.safeArea == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        for alias in DeviceCatalog.aliases {
            #expect(DeviceCatalog.named(alias.name)?.name == alias.name, "\(alias.alias) names a device of the table")
        }
        #expect(DeviceCatalog.unknown("iPhone SF") == "unknown device \"iPhone SF\"; did you mean \"iPhone SE\"?")
        #expect(throws: PipelineError.self) { try DeviceCatalog.parse("Galaxy S24") }
    }

    @Test("a document without canvas has no safe area; asking for one is a usage error")
    func noCanvas() throws {
        let v = try Viewport.resolve(hints: ViewportHints(), scale: 2)
        #expect(v.canvas == nil && v.safeArea == EdgeInsets())
        #expect(throws: PipelineError.self) {
            try Viewport.resolve(hints: ViewportHints(), overrides: ViewportOverrides(safeArea: EdgeInsets(10)), scale: 2)
        }
        do {
            _ = try Viewport.resolve(hints: ViewportHints(), overrides: ViewportOverrides(safeArea: EdgeInsets(10)), scale: 2)
        } catch {
            #expect(error.isUsage)
            #expect(error.message.contains("--safe-area needs a canvas"))
        }
    }

    @Test("a safe area larger than the canvas and a bad scale are refused")
    func invalid() {
        #expect(throws: PipelineError.self) {
            try Viewport.resolve(hints: phone, overrides: ViewportOverrides(canvas: CGSize(width: 50, height: 50)), scale: 2)
        }
        #expect(throws: PipelineError.self) { try Viewport.resolve(hints: phone, scale: 4) }
    }

    @Test("a document's viewport is its canvas, safe area, proposal and environment")
    func fromDocument() throws {
        let doc = try DocumentDecoder.decode(data: Data(#"""
            {"canvas": {"width": 300, "height": 200, "safeArea": {"top": 20}}, "proposal": {"width": 100, "height": null},
             "environment": {"horizontalSizeClass": "regular"}, "root": {"Text": "a"}}
            """#.utf8), file: "t.json", baseDirectory: "/")
        let v = try Viewport.resolve(document: doc, scale: 1)
        #expect(v == Viewport(canvas: CGSize(width: 300, height: 200), proposal: ProposedViewSize(width: 100, height: nil),
                              safeArea: EdgeInsets(top: 20), scale: 1,
                              environment: EnvironmentValues(horizontalSizeClass: .regular)))
    }

    @Test("canvas spellings")
    func canvasSpellings() throws {
        #expect(try ViewportArguments.parseCanvas("390x844") == CGSize(width: 390, height: 844))
        #expect(try ViewportArguments.parseCanvas("320.5X10") == CGSize(width: 320.5, height: 10))
    }

    @Test("proposals: numbers, nil and inf")
    func proposals() throws {
        #expect(try ViewportArguments.parseProposal("320xnil") == ProposedViewSize(width: 320, height: nil))
        #expect(try ViewportArguments.parseProposal("infx0") == ProposedViewSize(width: .infinity, height: 0))
        #expect(try ViewportArguments.parseProposal("nilxnil") == .unspecified)
        #expect(try ViewportArguments.parseSafeArea("59,0,34,0") == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test("malformed values are usage errors with the expected form", arguments: [
        ("canvas", "320", "--canvas: expected WxH"),
        ("canvas", "0x10", "--canvas: expected WxH"),
        ("canvas", "-5x10", "--canvas: expected WxH"),
        ("canvas", "20000x10", "--canvas: expected WxH"),
        ("proposal", "320", "--proposal: expected WxH"),
        ("proposal", "abcxnil", "--proposal: expected WxH"),
        ("proposal", "-1xnil", "--proposal: expected WxH"),
        ("safeArea", "1,2,3", "--safe-area: expected T,L,B,R"),
        ("safeArea", "1,2,3,x", "--safe-area: expected T,L,B,R"),
        ("device", "iPhone 51", "--device: unknown device \"iPhone 51\"; did you mean \"iPhone 15\"?"),
        ("device", "Pixel 8", "--device: unknown device \"Pixel 8\"; see docs/rendering.md"),
    ])
    func malformed(_ option: String, _ value: String, _ message: String) {
        do {
            _ = try ViewportArguments.overrides(canvas: option == "canvas" ? value : nil,
                                                proposal: option == "proposal" ? value : nil,
                                                safeArea: option == "safeArea" ? value : nil,
                                                device: option == "device" ? value : nil)
            Issue.record("no error for \(option) \(value)")
        } catch {
            #expect(error.isUsage)
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("device names ignore case, spaces and punctuation; default is iPhone 15; every device's safe area fits")
    func devices() throws {
        #expect(DeviceCatalog.named("iphone-15-pro")?.name == "iPhone 15 Pro")
        #expect(DeviceCatalog.named("IPAD PRO 11 INCH (M4)")?.name == "iPad Pro 11-inch (M4)")
        #expect(DeviceCatalog.named("default")?.name == DeviceCatalog.defaultName)
        #expect(Set(DeviceCatalog.all.map { DeviceCatalog.named($0.name)?.name }).count == DeviceCatalog.all.count)
        for device in DeviceCatalog.all {
            for orientation in [Device.Orientation.portrait, .landscape] {
                let (size, insets) = device.screen(orientation)
                #expect(throws: Never.self) { try Viewport(canvas: size, safeArea: insets).validate() }
            }
        }
    }
}

/// `Viewport.layout(consuming:)`: the tree given up is freed once the engine's tree is built, before the layout
/// pass, and the result is the one of the tree lent to `layout(_:)`.
@Suite("Viewport layout of a tree given up")
struct ConsumingLayoutTests {
    /// A node origin's path source: only the view tree holds it (the engine's tree keeps no origins).
    final class OriginToken: CustomStringConvertible, Sendable {
        var description: String { "root" }
    }

    /// Measures with `BoxFont` and records, at every measurement (during the pass), whether the token lives.
    final class TokenWatchingMeasurer: TextMeasurer, @unchecked Sendable {
        weak var token: OriginToken?
        var aliveWhileMeasuring: [Bool] = []

        func measure(_ request: TextRequest) -> TextLayout {
            aliveWhileMeasuring.append(token != nil)
            return BoxFont().measure(request)
        }
    }

    /// A tree whose root's origin holds a fresh token that `measurer` watches (nobody else holds it).
    func tree(watchedBy measurer: TokenWatchingMeasurer) -> ViewNode {
        let token = OriginToken()
        measurer.token = token
        return ViewNode(.vStack(alignment: .leading, spacing: nil), children: [
            ViewNode(.text("Hello")),
            ViewNode(.text("World")).modifier(.padding(EdgeInsets(4))),
        ], origin: NodeOrigin(line: 1, column: 1, pathSource: token))
    }

    @Test func theTreeIsFreedBeforeThePassAndTheResultIsTheSame() {
        let viewport = Viewport(canvas: CGSize(width: 200, height: 100))
        let lentMeasurer = TokenWatchingMeasurer()
        let lentTree = tree(watchedBy: lentMeasurer)
        let lent = viewport.layout(lentTree, measurer: lentMeasurer, reportsGuides: true)
        #expect(!lentMeasurer.aliveWhileMeasuring.isEmpty && lentMeasurer.aliveWhileMeasuring.allSatisfy { $0 })

        let givenMeasurer = TokenWatchingMeasurer()
        let given = viewport.layout(consuming: tree(watchedBy: givenMeasurer), measurer: givenMeasurer, reportsGuides: true)
        #expect(!givenMeasurer.aliveWhileMeasuring.isEmpty && givenMeasurer.aliveWhileMeasuring.allSatisfy { !$0 })
        #expect(FramesJSON.encode(given) == FramesJSON.encode(lent))
        withExtendedLifetime(lentTree) {}
    }
}
