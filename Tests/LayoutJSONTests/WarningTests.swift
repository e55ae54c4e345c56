import Foundation
import LayoutCore
import Testing
@testable import LayoutJSON

/// Values SwiftUI accepts and normalizes decode, with a one-line warning each (same file:line:column: path
/// shape as errors); the flexible frame keeps the values as written (FlexibleFrameLayout normalizes them).
@Suite struct WarningTests {
    func decoded(_ modifier: String) throws -> (kind: NodeKind, warnings: [String]) {
        let doc = try TestInput.decode(#"{"Text": "x", "modifiers": [\#(modifier)]}"#)
        return (doc.root.kind, doc.warnings.map(\.description))
    }

    @Test func negativeMinWidthBecomesZero() throws {
        let r = try decoded(#"{"frame": {"minWidth": -10}}"#)
        #expect(r.kind == .flexibleFrame(FlexibleFrame(minWidth: -10)))
        #expect(r.warnings == ["tree.json:1:52: root.modifiers[0].frame.minWidth: warning: negative minWidth -10 is treated as 0, as in SwiftUI"])
    }

    @Test func idealBelowMinIsRaised() throws {
        let r = try decoded(#"{"frame": {"minWidth": 20, "idealWidth": 10}}"#)
        #expect(r.kind == .flexibleFrame(FlexibleFrame(minWidth: 20, idealWidth: 10)))
        #expect(r.warnings == ["tree.json:1:70: root.modifiers[0].frame.idealWidth: warning: idealWidth 10 is below minWidth 20; SwiftUI raises it to 20"])
    }

    @Test func maxBelowIdealIsRaised() throws {
        let r = try decoded(#"{"frame": {"idealHeight": 80, "maxHeight": 50.5}}"#)
        #expect(r.warnings == ["tree.json:1:72: root.modifiers[0].frame.maxHeight: warning: maxHeight 50.5 is below idealHeight 80; SwiftUI raises it to 80"])
    }

    @Test func negativeIdealAndMaxWithoutBounds() throws {
        let r = try decoded(#"{"frame": {"idealWidth": -1, "maxHeight": -5}}"#)
        #expect(r.warnings == [
            "tree.json:1:54: root.modifiers[0].frame.idealWidth: warning: negative idealWidth -1 is treated as 0, as in SwiftUI",
            "tree.json:1:71: root.modifiers[0].frame.maxHeight: warning: negative maxHeight -5 is treated as 0, as in SwiftUI",
        ])
    }

    @Test func contradictoryMinAndMax() throws {
        let r = try decoded(#"{"frame": {"minWidth": 100, "maxWidth": 50}}"#)
        #expect(r.kind == .flexibleFrame(FlexibleFrame(minWidth: 100, maxWidth: 50)))
        #expect(r.warnings == ["tree.json:1:69: root.modifiers[0].frame.maxWidth: warning: minWidth 100 is greater than maxWidth 50: contradictory frame constraints; SwiftUI then sizes the frame to its content on this axis"])
    }

    @Test func invalidFixedFrameDimensionsBecomeUnspecified() throws {
        let r = try decoded(#"{"frame": {"width": -5, "height": "infinity", "alignment": "top"}}"#)
        #expect(r.kind == .frame(width: nil, height: nil, alignment: .top))
        #expect(r.warnings == [
            #"tree.json:1:49: root.modifiers[0].frame.width: warning: width -5 is negative; SwiftUI treats it as unspecified ("Invalid frame dimension")"#,
            #"tree.json:1:63: root.modifiers[0].frame.height: warning: height infinity is not finite; SwiftUI treats it as unspecified ("Invalid frame dimension")"#,
        ])
    }

    @Test func opacityAndColorComponentsAreClamped() throws {
        let r = try decoded(#"{"opacity": 1.5}"#)
        #expect(r.kind == .opacity(1))
        #expect(r.warnings == ["tree.json:1:41: root.modifiers[0].opacity: warning: opacity 1.5 is outside 0...1; using 1"])
        let c = try TestInput.decode(#"{"Color": {"red": 1.2, "green": -0.5, "blue": 0}}"#)
        #expect(c.root.kind == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(c.warnings.map(\.description) == [
            "tree.json:1:19: root.Color.red: warning: color component 1.2 is outside 0...1; using 1",
            "tree.json:1:33: root.Color.green: warning: color component -0.5 is outside 0...1; using 0",
        ])
    }

    @Test func valuesSwiftUIAcceptsAsTheyAreGiveNoWarning() throws {
        for modifier in [#"{"padding": -8}"#, #"{"offset": {"x": -3}}"#, #"{"frame": {"minWidth": 0, "maxWidth": "infinity"}}"#,
                         #"{"frame": {"minWidth": "infinity"}}"#, #"{"layoutPriority": -1}"#] {
            #expect(try decoded(modifier).warnings.isEmpty, "\(modifier)")
        }
    }

    @Test func warningsKeepDocumentOrderAcrossTheTree() throws {
        let doc = try TestInput.decode(#"""
            {"VStack": [{"Text": "a", "modifiers": [{"opacity": 2}]},
                        {"Text": "b", "modifiers": [{"opacity": -1}]}]}
            """#)
        #expect(doc.warnings.map(\.path) == ["root.VStack[0].modifiers[0].opacity", "root.VStack[1].modifiers[0].opacity"])
        #expect(doc.warnings.map(\.line) == [1, 2])
    }
}
