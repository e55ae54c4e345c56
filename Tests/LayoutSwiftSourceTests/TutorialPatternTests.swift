import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// What tutorial-style view files use, found by writing them as a new user would (issue 8, §1): `let id = UUID()`,
/// `CaseIterable`'s `allCases`, `$binding` projections, `String(format:)`, `.capitalized`,
/// `.background(_:in:)`. Each is checked against the JSON the Swift means.
@Suite struct TutorialPatternTests {
    @Test("let id = UUID() gives fixed, distinct ids; ForEach over such models works")
    func uuidIdentity() throws {
        let source = """
            struct Item: Identifiable {
                let id = UUID()
                var name: String
            }
            let items = [Item(name: "a"), Item(name: "b")]
            """
        let f = try SwiftTest.figure("VStack { ForEach(items) { Text($0.name) }; Text(items[1].id.uuidString) }", in: source)
        #expect(SwiftTest.rootJSON(f)
                == #"{"VStack": [{"Text": "a"}, {"Text": "b"}, {"Text": "00000000-0000-0000-0000-000000000002"}]}"#)
    }

    @Test("CaseIterable.allCases, .capitalized and $binding projections")
    func allCasesAndBindings() throws {
        let source = """
            enum Tab: String, CaseIterable, Identifiable {
                case home, settings
                var id: Self { self }
            }
            struct Chip: View {
                let tab: Tab
                @Binding var selection: Tab
                var body: some View {
                    Text(tab.rawValue.capitalized).bold(selection == tab)
                }
            }
            struct Bar: View {
                @State private var selection = Tab.settings
                var body: some View {
                    HStack { ForEach(Tab.allCases) { Chip(tab: $0, selection: $selection) } }
                }
            }
            """
        let f = try SwiftTest.figure("Bar()", in: source)
        #expect(SwiftTest.rootJSON(f)
                == #"{"HStack": [{"Text": "Home", "modifiers": [{"bold": false}]}, {"Text": "Settings", "modifiers": [{"bold": true}]}]}"#)
        #expect(SwiftTest.error("enum E { case a(Int) }", view: "Text(\"\\(E.allCases.count)\")")?
                .contains("has no member \"allCases\"") == true, "only CaseIterable enums without payloads")
    }

    @Test("String(format:) formats each directive with its own argument",
          arguments: [
            (#"String(format: "%.1f%%", 42.0)"#, "42.0%"), (#"String(format: "%d of %d", 3, 10)"#, "3 of 10"),
            (#"String(format: "%05.2f|%-4d|%x", 3.14159, 7, 255)"#, "03.14|7   |ff"),
            (#"String(format: "%@ (%5s)", "a", "b")"#, "a (    b)"), (#"String(format: "%.2f", 1)"#, "1.00"),
          ])
    func stringFormat(_ expression: String, _ expected: String) throws {
        let f = try SwiftTest.figure("Text(\(expression))")
        #expect(SwiftTest.rootJSON(f) == "{\"Text\": \"\(expected)\"}")
    }

    @Test("String(format:) errors: a directive without its argument, a type mismatch, an unknown directive",
          arguments: [
            (#"String(format: "%d and %d", 1)"#, "needs more arguments than the 1 given"),
            (#"String(format: "%d", 1.5)"#, "%d needs an Int, got Double"),
            (#"String(format: "%n", 1)"#, "the directive %n is not supported"),
            (#"String(format: "%d", 1, 2)"#, "1 argument(s) more than"),
            (#"String(format: "%500d", 1)"#, "a width or precision above 100"),
          ])
    func stringFormatErrors(_ expression: String, _ message: String) throws {
        let e = SwiftTest.error("", view: "Text(\(expression))")
        #expect(e?.hasPrefix("<view>:1:6: String(format:): ") == true && e?.contains(message) == true, "\(e ?? "no error")")
    }

    @Test(".background(style, in: shape) is the shape filled with the style, behind the view")
    func backgroundInShape() throws {
        try SwiftTest.expectTwin(#"Text("Hi").padding().background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))"#,
                                 #"{"Text": "Hi", "modifiers": [{"padding": {}}, {"background": {"RoundedRectangle": {"cornerRadius": 8}, "#
                                 + #""modifiers": [{"fill": {"color": "blue", "opacity": 0.2}}]}}]}"#)
    }

    @Test("what cannot be interpreted says so at the construct: a UIKit bridge, Date.now")
    func bridgesAndClocks() throws {
        #expect(SwiftTest.error("struct MapBox: UIViewRepresentable { }\n#Preview { MapBox() }")
                == "View.swift:2:12: MapBox is a UIViewRepresentable: UIKit and AppKit views cannot be interpreted (there is "
                + "no UIKit on Linux); show a placeholder in its place, e.g. Color.gray.frame(height: 200)")
        #expect(SwiftTest.error("#Preview { Text(Date.now.formatted()) }")
                == "View.swift:1:22: Date.now is not supported: Date() is not deterministic; a still frame needs fixed values")
    }

    /// In the spirit of the WWDC "Compose custom layouts" equal-width stack: `subviews[i].spacing.distance(to:along:)`,
    /// `reduce(.zero)` over sizes, a private helper shadowed by a local of the same name.
    static let equalWidth = #"""
    struct EqualWidthHStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let totalSpacing = spacing.reduce(0, +)
            return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard !subviews.isEmpty else { return }
            let maxSize = maxSize(subviews: subviews)
            let spacing = spacing(subviews: subviews)
            let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
            var x = bounds.minX + maxSize.width / 2
            for index in subviews.indices {
                subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
                if index < subviews.count - 1 {
                    x += maxSize.width + spacing[index]
                }
            }
        }

        private func maxSize(subviews: Subviews) -> CGSize {
            let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
                CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
            }
            return maxSize
        }

        private func spacing(subviews: Subviews) -> [CGFloat] {
            subviews.indices.map { index in
                guard index < subviews.count - 1 else { return 0 }
                return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
            }
        }
    }
    """#

    @Test("an equal-width HStack layout as a blog writes it")
    func equalWidthLayout() throws {
        let f = try SwiftTest.figure("EqualWidthHStack { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 50, height: 20) }",
                                     in: Self.equalWidth)
        // By hand: the widest is 50 x 20, two of them 8 apart (the default spacing between two views): 108 x 20.
        // Each is proposed 50 x 20 and centred in its slot: red (fixed 30 x 10) at (25 - 15, 10 - 5), blue at 58.
        let result = SwiftTest.engine.layout(f.document)
        #expect(f.layoutErrors.isEmpty, "\(f.layoutErrors)")
        #expect(result.root.frame.size == CGSize(width: 108, height: 20))
        #expect(result.root.children.map(\.frame) == [CGRect(x: 10, y: 5, width: 30, height: 10), CGRect(x: 58, y: 0, width: 50, height: 20)])
    }
}
