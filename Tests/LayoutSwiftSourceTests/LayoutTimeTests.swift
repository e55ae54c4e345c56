import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Code that runs during layout (docs/swift-source.md, "Layout-time code"): alignmentGuide closures that need
/// real dimensions, `proxy.frame(in: .global)`, and the errors such code meets (kept per figure, then reported
/// by the pipeline as the input's error).
@Suite struct LayoutTimeTests {
    /// A leading-aligned VStack's children frames (kind and frame), for the guides.
    static func frames(_ f: SwiftFigure, canvas: CGSize) -> [String] {
        var d = f.document
        d.canvas = canvas
        let result = SwiftTest.engine.layout(d)
        var out: [String] = []
        func walk(_ n: PlacedNode) {
            out.append("\(n.kind) \(NumberFormat.decimal(n.frame.minX)),\(NumberFormat.decimal(n.frame.minY)) "
                       + "\(NumberFormat.decimal(n.frame.width))x\(NumberFormat.decimal(n.frame.height))")
            n.children.forEach(walk)
        }
        walk(result.root)
        return out
    }

    @Test("alignmentGuide closures with conditions, ternaries and locals run with the real dimensions")
    func conditionalGuides() throws {
        // BoxFont: a character is 10 x 10 at the default size (17 pt text is 17 wide per character? use frames).
        let f = try SwiftTest.figure("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 150, height: 10)
                    .alignmentGuide(.leading) { d in d.width > 100 ? d[.trailing] : d[.leading] }
                Color.green.frame(width: 50, height: 10)
                    .alignmentGuide(.leading) { d in d.width > 100 ? d[.trailing] : d[.leading] }
                Color.blue.frame(width: 60, height: 10)
                    .alignmentGuide(.leading) { d in
                        let w = d.width
                        if w < 10 { return 0 }
                        return w / 2
                    }
            }
            """)
        #expect(f.json.contains(#""alignmentGuide": {"guide": "leading", "value": 0}"#))
        let twin = try SwiftTest.frames(json: #"""
            {"VStack": {"alignment": "leading", "spacing": 0, "content": [
              {"Color": "red", "modifiers": [{"frame": {"width": 150, "height": 10}}, {"alignmentGuide": {"guide": "leading", "value": "d[.trailing]"}}]},
              {"Color": "green", "modifiers": [{"frame": {"width": 50, "height": 10}}, {"alignmentGuide": {"guide": "leading", "value": "d[.leading]"}}]},
              {"Color": "blue", "modifiers": [{"frame": {"width": 60, "height": 10}}, {"alignmentGuide": {"guide": "leading", "value": "d.width / 2"}}]}]}}
            """#, canvas: CGSize(width: 400, height: 100))
        #expect(SwiftTest.frames(f, canvas: CGSize(width: 400, height: 100)) == twin)
        // By hand: guides 150, 0, 30 → the stack's leading line is at 150 from the red's leading edge; the stack
        // is 150 + 50 = 200 wide (green reaches 150 + 50), centred in 400: x 100. Red 100...250, green 250, blue 220.
        let frames = Self.frames(f, canvas: CGSize(width: 400, height: 100))
        #expect(frames.contains("Color 100,35 150x10"), "\(frames)")
        #expect(frames.contains("Color 250,45 50x10"), "\(frames)")
        #expect(frames.contains("Color 220,55 60x10"), "\(frames)")
        #expect(f.layoutErrors.isEmpty)
    }

    @Test("a custom alignment read by a layout-time guide uses its defaultValue(in:)")
    func customAlignmentInLayoutTimeGuide() throws {
        let source = """
            extension HorizontalAlignment {
                enum ThirdID: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
                }
                static let third = HorizontalAlignment(ThirdID.self)
            }
            """
        let f = try SwiftTest.figure("""
            VStack(alignment: .third, spacing: 0) {
                Color.red.frame(width: 90, height: 10)
                Color.blue.frame(width: 60, height: 10).alignmentGuide(.third) { d in d.width > 50 ? d[.third] * 2 : 0 }
            }
            """, in: source)
        // red's guide 30, blue's 40: blue.minX = red.minX + 30 - 40.
        let frames = Self.frames(f, canvas: CGSize(width: 200, height: 40))
        let red = try #require(frames.first { $0.hasPrefix("Color") && $0.hasSuffix("90x10") })
        let blue = try #require(frames.first { $0.hasPrefix("Color") && $0.hasSuffix("60x10") })
        let x = { (s: String) in Double(s.split(separator: " ")[1].split(separator: ",")[0]) ?? -1 }
        #expect(x(blue) == x(red) - 10, "\(frames)")
        #expect(f.layoutErrors.isEmpty, "\(f.layoutErrors)")
    }

    @Test("proxy.frame(in: .global) is the reader's frame in the canvas; .local its size at the origin")
    func globalFrame() throws {
        let f = try SwiftTest.figure("""
            VStack(spacing: 0) {
                Color.gray.frame(height: 30)
                GeometryReader { proxy in
                    let g = proxy.frame(in: .global)
                    let l = proxy.frame(in: .local)
                    Text("\\(Int(g.minX)) \\(Int(g.minY)) \\(Int(g.width)) \\(Int(l.minY))")
                }
                .padding(.leading, 20)
            }
            """)
        var d = f.document
        d.canvas = CGSize(width: 200, height: 100)
        let result = SwiftTest.engine.layout(d)
        var texts: [String] = []
        func walk(_ n: PlacedNode) {
            if case .text(let lines, _, _)? = n.paint { texts.append(lines.lines.map(\.text).joined()) }
            n.children.forEach(walk)
        }
        walk(result.root)
        // The reader: below the 30 high grey, 20 in from the leading edge: (20, 30), 180 wide.
        #expect(texts == ["20 30 180 0"])
        // A named space: relative to the nearest `.coordinateSpace(name:)` around the reader.
        let named = try SwiftTest.figure("""
            VStack(spacing: 0) {
                Color.gray.frame(height: 30)
                VStack {
                    GeometryReader { p in Text("\\(Int(p.frame(in: .global).minY)) \\(Int(p.frame(in: .named("inner")).minY))") }
                }
                .padding(.top, 5)
                .coordinateSpace(name: "inner")
            }
            """)
        var nd = named.document
        nd.canvas = CGSize(width: 200, height: 100)
        var namedTexts: [String] = []
        func walkNamed(_ n: PlacedNode) {
            if case .text(let lines, _, _)? = n.paint { namedTexts.append(lines.lines.map(\.text).joined()) }
            n.children.forEach(walkNamed)
        }
        walkNamed(SwiftTest.engine.layout(nd).root)
        #expect(namedTexts == ["35 5"], "the inner space starts at y 30, the reader 5 below it")
        #expect(named.layoutErrors.isEmpty, "\(named.layoutErrors)")
    }

    @Test("errors in layout-time code are kept with their Swift position",
          arguments: [
            ("struct Bad: Layout {\n  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
             + "    CGSize(width: CGFloat.infinity, height: 10)\n  }\n"
             + "  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}",
             "View.swift:2:3: Bad.sizeThatFits returned CGSize(width: inf, height: 10.0); it must return a CGSize with finite sizes of at least 0"),
            ("struct Bad: Layout {\n  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
             + "    let xs = [1]\n    return CGSize(width: xs[3], height: 1)\n  }\n"
             + "  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}",
             "View.swift:4:29: index 3 out of range (the array has 1 elements)"),
            ("struct Bad: Layout {\n  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"
             + "    var n = 0\n    while true { n += 1 }\n  }\n"
             + "  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}\n}",
             "View.swift:4:"),
          ])
    func layoutErrors(_ source: String, _ expected: String) throws {
        let m = try SwiftTest.module(source)
        m.maxSteps = 10_000
        let f = try m.figure(forView: "Bad() { Text(\"a\") }")
        _ = SwiftTest.frames(f, canvas: CGSize(width: 100, height: 100))
        let errors = f.layoutErrors.map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(expected) == true, "\(errors)")
    }
}
