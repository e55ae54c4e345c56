import Foundation
import Testing

/// Preferences and state passes from the command line (docs/semantics.md §10): a layout that does not settle is
/// one located line with exit 1 and no output file; bad declarations are one-line errors with did-you-mean.
extension CLITests {
    @Test("a layout that does not settle: exit 1, one line naming the action, key, state and values, nothing written")
    func notSettling() throws {
        let dir = try tempDir()
        let tree = try write(#"""
        {"preferences": {"K": {"reduce": "last"}}, "state": {"w": 10},
         "root": {"Color": "red", "modifiers": [{"frame": {"width": "w", "height": 10}},
           {"background": {"GeometryReader": [{"Color": "clear", "modifiers": [{"preference": {"key": "K", "value": "proxy.size.width"}}]}]}},
           {"onPreferenceChange": {"key": "K", "perform": {"w": "value == 10 ? 20 : 10"}}}]}}
        """#, "loop.json", in: dir)
        let png = dir.appendingPathComponent("out.png").path
        let r = try run(["render", tree, "-o", png])
        #expect(r.code == 1)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("loop.json:4:27: root.modifiers[2].onPreferenceChange: the layout does not settle: after 8 passes "
                                  + "onPreferenceChange(K) still changes state \"w\", from 20 to 10"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
        let layout = try run(["layout", tree])
        #expect(layout.code == 1 && layout.stdout.isEmpty)
    }

    @Test("unknown keys and states are located errors with a did-you-mean", arguments: [
        (#"{"preferences": {"WidthKey": {"reduce": "first"}}, "root": {"Text": "a", "modifiers": [{"preference": {"key": "WidhtKey", "value": 1}}]}}"#,
         #"t.json:1:111: root.modifiers[0].preference.key: unknown preference key "WidhtKey"; did you mean "WidthKey"?"#),
        (#"{"preferences": {"K": {"reduce": "last"}}, "state": {"width": null}, "root": {"Text": "a", "modifiers": [{"onPreferenceChange": {"key": "K", "perform": {"widht": "value"}}}]}}"#,
         #"t.json:1:154: root.modifiers[0].onPreferenceChange.perform.widht: unknown state "widht"; did you mean "width"?"#),
        (#"{"preferences": {"K": {"reduce": "frist"}}, "root": {"Text": "a"}}"#,
         #"t.json:1:34: preferences.K.reduce: unknown reducer "frist""#),
        (#"{"preferences": {"K": {"reduce": "last"}}, "root": {"Text": "a", "modifiers": [{"anchorPreference": {"key": "K", "value": "bound"}}]}}"#,
         #"t.json:1:123: root.modifiers[0].anchorPreference.value: unknown anchor source "bound"; did you mean "bounds"?"#),
    ])
    func badDeclarations(_ json: String, _ message: String) throws {
        let dir = try tempDir()
        let tree = try write(json, "t.json", in: dir)
        let r = try run(["layout", tree])
        #expect(r.code == 1)
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }
}

extension CLITests {
    /// Seed 002's TextWithCircle as the article writes it in Swift (docs/gallery.md): the Swift front end lowers
    /// the key, `.preference`, `.onPreferenceChange` and `@State` onto the JSON form, so the pass loop settles after
    /// 2 passes and the frame dump equals the JSON fixture's byte for byte.
    @Test("TextWithCircle from Swift: two state passes, the same frames as the JSON fixture")
    func textWithCircleFromSwift() throws {
        let dir = try tempDir()
        let swift = try write(#"""
        import SwiftUI

        struct WidthKey: PreferenceKey {
            static let defaultValue: CGFloat? = nil

            static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
                value = value ?? nextValue()
            }
        }

        struct ContentView: View {
            @State private var width: CGFloat? = nil

            var body: some View {
                Text("Hello, world")
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        }
                    }
                    .onPreferenceChange(WidthKey.self) { self.width = $0 }
                    .frame(width: width, height: width)
                    .background { Circle().fill(.blue) }
            }
        }

        #Preview(traits: .fixedLayout(width: 300, height: 200)) {
            ContentView()
        }
        """#, "TextWithCircle.swift", in: dir)
        let json = Self.repo.appendingPathComponent("Fixtures/preferences/text-with-circle/tree.json").path
        let fromSwift = try run(["layout", swift])
        let fromJSON = try run(["layout", json])
        #expect(fromSwift.code == 0, "\(fromSwift.stderr)")
        #expect(fromJSON.code == 0, "\(fromJSON.stderr)")
        let text = String(decoding: fromSwift.stdout, as: UTF8.self)
        #expect(text.contains(#""passes": {"count": 2"#), "\(text)")
        #expect(fromSwift.stdout == fromJSON.stdout)
    }

    @Test("a reduce body that is not one of the format's reducers is an error at the key")
    func unknownReducerFromSwift() throws {
        let dir = try tempDir()
        let swift = try write(#"""
        import SwiftUI

        struct K: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = value * 2 + nextValue()
            }
        }

        #Preview { Text("a").preference(key: K.self, value: 1) }
        """#, "K.swift", in: dir)
        let r = try run(["layout", swift])
        #expect(r.code == 1)
        #expect(r.stderr.contains("K.swift:5:5: K.reduce: layoutviz reads the reducers"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }
}

extension CLITests {
    /// A view whose state alternates: `w` 10 makes the preference 10, which sets 20, which sets 10 again.
    static let loopSwift = #"""
    import SwiftUI

    struct K: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = nextValue()
        }
    }

    struct V: View {
        @State private var w: CGFloat = 10

        var body: some View {
            Color.red
                .frame(width: w, height: 10)
                .background { GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.width) } }
                .onPreferenceChange(K.self) { value in w = value == 10 ? 20 : 10 }
        }
    }

    #Preview { V() }
    """#

    @Test("a Swift layout that does not settle: exit 1, one line at the Swift file:line:col, nothing written")
    func notSettlingFromSwift() throws {
        let dir = try tempDir()
        let swift = try write(Self.loopSwift, "Loop.swift", in: dir)
        let png = dir.appendingPathComponent("out.png").path
        let r = try run(["render", swift, "-o", png])
        #expect(r.code == 1)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("Loop.swift:17:14: the layout does not settle: after 8 passes onPreferenceChange(K) "
                                  + "still changes state \"w\", from 20 to 10 (it alternates between these two values)"),
                "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
        for command in ["layout", "explain"] {
            let other = try run([command, swift])
            #expect(other.code == 1 && other.stdout.isEmpty, "\(command): \(other.stderr)")
        }
    }

    @Test("explain on a Swift input shows each state pass before the negotiation, as for JSON")
    func explainPassesFromSwift() throws {
        let dir = try tempDir()
        let source = Self.loopSwift.replacingOccurrences(of: "value == 10 ? 20 : 10", with: "30")
        let swift = try write(source, "Settles.swift", in: dir)
        let r = try run(["explain", swift])
        #expect(r.code == 0, "\(r.stderr)")
        let text = String(decoding: r.stdout, as: UTF8.self)
        // Pass 1 (w = 10): the reader is 10 wide, the first value 10 is delivered and sets w to 30; pass 2: the
        // reader is 30 wide, 30 is delivered (a change), the action sets 30 again: settled.
        #expect(text.hasPrefix("Pass 1 (w = 10):\n  onPreferenceChange(K) at \(swift):17:14 received 10\n"
                               + "  state w: 10 -> 30\nPass 2 (w = 30):\n"
                               + "  onPreferenceChange(K) at \(swift):17:14 received 30\n"
                               + "  settled: the negotiation below is pass 2's\n"), "\(text)")
    }
}
