import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// The environment flows down as in SwiftUI (docs/swift-source.md, "The environment"): `@Environment(\.key)`,
/// `@Environment(T.self)` and `@EnvironmentObject` read what `.environment(...)` / `.environmentObject(...)` above
/// the view set, through custom views and ViewModifiers; a modifier's own content sees only what is outside it.
@Suite struct EnvironmentTests {
    static let sizeClassView = """
        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                if sizeClass == .regular { Text("regular") } else { Text("compact") }
            }
        }
        struct Wrapper: View {
            var body: some View { Adaptive() }
        }
        """

    static func texts(_ f: SwiftFigure) -> [String] {
        var out: [String] = []
        func walk(_ n: ViewNode) {
            if case .text(let t) = n.kind { out.append(t) }
            n.children.forEach(walk)
        }
        walk(f.document.root)
        return out
    }

    @Test("@Environment(\\.horizontalSizeClass) reads the .environment set above it, through custom views")
    func sizeClassFlowsDown() throws {
        #expect(Self.texts(try SwiftTest.figure("Adaptive()", in: Self.sizeClassView)) == ["compact"])
        #expect(Self.texts(try SwiftTest.figure("Adaptive().environment(\\.horizontalSizeClass, .regular)",
                                                in: Self.sizeClassView)) == ["regular"])
        #expect(Self.texts(try SwiftTest.figure("Wrapper().padding().environment(\\.horizontalSizeClass, .regular)",
                                                in: Self.sizeClassView)) == ["regular"])
        #expect(Self.texts(try SwiftTest.figure("""
            VStack { Adaptive(); Wrapper().environment(\\.horizontalSizeClass, .compact) }
                .environment(\\.horizontalSizeClass, .regular)
            """, in: Self.sizeClassView)) == ["regular", "compact"], "the nearest setting wins")
        // A modifier's content sees the settings outside the modifier, not those inside.
        #expect(Self.texts(try SwiftTest.figure("""
            Color.red.environment(\\.horizontalSizeClass, .regular).overlay { Adaptive() }
            """, in: Self.sizeClassView)) == ["compact"])
        #expect(Self.texts(try SwiftTest.figure("""
            Color.red.overlay { Adaptive() }.environment(\\.horizontalSizeClass, .regular)
            """, in: Self.sizeClassView)) == ["regular"])
    }

    @Test("a preview's .environment reaches the view; ViewModifiers read the environment too")
    func previewsAndModifiers() throws {
        let m = try SwiftTest.module(Self.sizeClassView + """

            struct Badge: ViewModifier {
                @Environment(\\.horizontalSizeClass) var sizeClass
                func body(content: Content) -> some View {
                    content.padding(sizeClass == .regular ? 20 : 5)
                }
            }
            #Preview("Regular") { Wrapper().environment(\\.horizontalSizeClass, .regular) }
            #Preview("Modifier") { Text("x").modifier(Badge()).environment(\\.horizontalSizeClass, .regular) }
            """)
        let figures = try m.previews()
        #expect(Self.texts(figures[0]) == ["regular"])
        // The size class set around the whole preview is the document's environment, as JSON writes it.
        #expect(SwiftTest.rootJSON(figures[1]) == #"{"Text": "x", "modifiers": [{"padding": 20}]}"#)
        #expect(figures[1].document.environment.horizontalSizeClass == .regular)
        #expect(figures[1].json.contains(#""environment": {"horizontalSizeClass": "regular"}"#))
    }

    @Test("a size-class AnyLayout ternary over @Environment(\\.horizontalSizeClass) is the format's conditional layout")
    func sizeClassAnyLayout() throws {
        let source = """
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var horizontalSizeClass
                var body: some View {
                    let layout = horizontalSizeClass != .compact ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout())
                    layout { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) }
                }
            }
            """
        let f = try SwiftTest.figure("Adaptive().padding().environment(\\.horizontalSizeClass, .regular)", in: source)
        #expect(SwiftTest.rootJSON(f) == #"{"AnyLayout": {"layout": {"if": {"horizontalSizeClass": "compact"}, "#
                + #""then": {"VStackLayout": {}}, "else": {"HStackLayout": {"spacing": 10}}}, "content": ["#
                + #"{"Color": "red", "modifiers": [{"frame": {"width": 50, "height": 50}}]}, "#
                + #"{"Color": "blue", "modifiers": [{"frame": {"width": 50, "height": 50}}]}]}, "modifiers": [{"padding": {}}]}"#)
        // Regular: side by side, 110 x 50 plus the default padding (16) on each side.
        let frames = SwiftTest.frames(f)
        #expect(frames.contains(#""canvas": {"width": 142, "height": 82}"#), "\(frames)")
        // A ternary that is not over the size class property is evaluated as usual.
        let plain = try SwiftTest.figure("""
            Local()
            """, in: """
            struct Local: View {
                var wide = true
                var body: some View {
                    let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                    layout { Text("a") }
                }
            }
            """)
        #expect(SwiftTest.rootJSON(plain) == #"{"AnyLayout": {"layout": {"HStackLayout": {}}, "content": [{"Text": "a"}]}}"#)
    }

    @Test("@Environment(Model.self) and @EnvironmentObject read the model supplied above")
    func observableModels() throws {
        let source = """
            @Observable class Profile {
                var name = "Default"
                init(name: String) { self.name = name }
            }
            class Settings: ObservableObject {
                @Published var title = "Settings"
            }
            struct NameLabel: View {
                @Environment(Profile.self) private var profile
                var body: some View { Text(profile.name) }
            }
            struct TitleLabel: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Text(settings.title) }
            }
            """
        #expect(Self.texts(try SwiftTest.figure(#"NameLabel().environment(Profile(name: "Taylor"))"#, in: source))
                == ["Taylor"])
        #expect(Self.texts(try SwiftTest.figure(#"VStack { TitleLabel() }.environmentObject(Settings())"#, in: source))
                == ["Settings"])
        // Without a model above it, reading it is an error at the read, as SwiftUI's missing-object crash.
        #expect(SwiftTest.error(source, view: "NameLabel()")?.contains("View.swift:10:") == true)
    }

    @Test("environment keys the format has no spelling for reach readers and are not written")
    func otherKeys() throws {
        let f = try SwiftTest.figure("""
            Scheme().environment(\\.colorScheme, .dark).environment(\\.font, .title)
            """, in: """
            struct Scheme: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "dark" : "light") }
            }
            """)
        #expect(SwiftTest.rootJSON(f) == #"{"Text": "dark", "modifiers": [{"font": "title"}]}"#)
    }
}
