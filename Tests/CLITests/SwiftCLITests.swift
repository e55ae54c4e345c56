import Foundation
import Testing

/// The command line with .swift inputs (docs/swift-source.md): previews as figures named `<file>-<preview>`,
/// `--preview`, `--view`, a module of several files, one-line errors with nothing written.
extension CLITests {
    static let card = """
        struct Card: View {
            var title: String
            var body: some View { Text(title).padding(8).background(.yellow) }
        }
        """

    @Test("render a Swift file: every preview, named <file>-<preview>; --preview picks one")
    func renderSwiftPreviews() throws {
        let dir = try tempDir()
        _ = try write(Self.card, "Card.swift", in: dir)
        let main = try write("""
            #Preview("Small", traits: .fixedLayout(width: 100, height: 50)) { Card(title: "a") }
            #Preview("Wide", traits: .sizeThatFitsLayout) { Card(title: "b").frame(maxWidth: .infinity) }
            """, "Main.swift", in: dir)
        let out = dir.appendingPathComponent("out").path + "/"
        let r = try run(["render", dir.path, "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["Main-Small.png", "Main-Wide.png"])
        let one = dir.appendingPathComponent("one.png").path
        let p = try run(["render", dir.path, "--preview", "Small", "-o", one])
        #expect(p.code == 0, "\(p.stderr)")
        // One chosen figure written to a named file is that file.
        #expect(FileManager.default.fileExists(atPath: one))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("one-Small.png").path))
        let frames = try run(["layout", main, "--preview", "Small"])
        // A file alone does not see the other file's views: Card is then a placeholder, with a warning.
        #expect(frames.code == 0 && frames.stderr.contains("Main.swift:1:67: warning: Card is not declared in the inputs"),
                "\(frames.stderr)")
    }

    @Test("into a directory every preview is <file>-<name>: one or several, named or unnamed",
          arguments: [(String, [String])]([
            (#"#Preview("Card") { Text("a") }"#, ["One-Card.png"]),
            (#"#Preview { Text("a") }"#, ["One-Preview.png"]),
            ("#Preview { Text(\"a\") }\n#Preview { Text(\"b\") }\n#Preview(\"Dark\") { Text(\"c\") }",
             ["One-Dark.png", "One-Preview1.png", "One-Preview2.png"]),
            ("struct One_Previews: PreviewProvider { static var previews: some View { Text(\"a\") } }",
             ["One-One_Previews.png"]),
            ("struct P: PreviewProvider { static var previews: some View { Group { Text(\"a\"); "
             + "Text(\"b\").previewDisplayName(\"Big\") } } }", ["One-Big.png", "One-P-1.png"]),
          ]))
    func swiftOutputNames(_ source: String, _ expected: [String]) throws {
        let dir = try tempDir()
        let file = try write(source, "One.swift", in: dir)
        let out = dir.appendingPathComponent("out").path + "/"
        let r = try run(["render", file, "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == expected)
        // To a named file: a single preview is that file.
        if expected.count == 1 {
            let png = dir.appendingPathComponent("figure.png").path
            #expect(try run(["render", file, "-o", png]).code == 0)
            #expect(FileManager.default.fileExists(atPath: png))
        }
    }

    @Test("--view renders a view expression of the module; layout of a Swift preview prints frames")
    func renderSwiftView() throws {
        let dir = try tempDir()
        let file = try write(Self.card + "\n#Preview(\"P\", traits: .fixedLayout(width: 80, height: 40)) { Card(title: \"p\") }",
                             "Card.swift", in: dir)
        let svg = dir.appendingPathComponent("card.svg").path
        let r = try run(["render", dir.path, "--view", #"Card(title: "Taylor")"#, "-o", svg])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: svg)), as: UTF8.self).contains("Taylor"))
        let frames = try run(["layout", file])
        #expect(frames.code == 0)
        #expect(String(decoding: frames.stdout, as: UTF8.self).contains(#""canvas": {"width": 80, "height": 40}"#))
    }

    @Test("a bad Swift file is one line, exit 1, and nothing is written")
    func swiftErrors() throws {
        let dir = try tempDir()
        let file = try write(#"#Preview { Text("a").pading() }"#, "Bad.swift", in: dir)
        let png = dir.appendingPathComponent("bad.png").path
        let r = try run(["render", file, "-o", png])
        #expect(r.code == 1)
        #expect(r.stderr == "\(file):1:22: unknown modifier \"pading\"; did you mean \"padding\"?\n")
        #expect(!FileManager.default.fileExists(atPath: png))
    }
}

extension CLITests {
    @Test("an error inside a custom Layout at layout time: one line at the Swift position, exit 1, nothing written",
          arguments: ["render", "layout", "explain"])
    func swiftLayoutTimeErrors(_ command: String) throws {
        let dir = try tempDir()
        let file = try write("""
            struct Bad: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                    return CGSize(width: widths[2], height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview("Good") { Text("fine") }
            #Preview("Bad") { Bad { Text("a") } }
            """, "Bad.swift", in: dir)
        let out = dir.appendingPathComponent("out").path + "/"
        let r = try run([command, file] + (command == "render" ? ["-o", out] : ["--preview", "Bad"]))
        #expect(r.code == 1)
        #expect(r.stderr == "\(file):4:37: index 2 out of range (the array has 1 elements)\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out + "Bad-Good.png"), "nothing written, not even the good preview")
    }

    @Test("convert File.swift prints the JSON of its preview, which renders like the preview")
    func convertSwiftToJSON() throws {
        let dir = try tempDir()
        let file = try write(Self.card + "\n#Preview(\"P\", traits: .fixedLayout(width: 80, height: 40)) { Card(title: \"p\") }",
                             "Card.swift", in: dir)
        let r = try run(["convert", file])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self) == """
            {
              "canvas": {"width": 80, "height": 40},
              "root": {"Text": "p", "modifiers": [{"padding": 8}, {"background": "yellow"}]}
            }

            """)
    }
}

extension CLITests {
    @Test("several Swift files of one module render on several threads: each file's previews, its own unnamed numbering")
    func swiftModuleFilesInParallel() throws {
        let dir = try tempDir()
        // A global constant used by every file's preview: evaluated once, while the files' figures are built and
        // laid out at the same time (this crashed, or reported a false "defined in terms of itself", before the
        // module's lock).
        _ = try write("""
            let names = ["Ada", "Grace", "Barbara"]
            struct Row: View {
                let name: String
                var body: some View { Text(name).padding(4).background(.teal) }
            }
            """, "Shared.swift", in: dir)
        for i in 1...6 {
            _ = try write("""
                #Preview { VStack { ForEach(names, id: \\.self) { Row(name: $0 + "\(i)") } } }
                #Preview { Row(name: names[\(i % 3)]) }
                """, "Figure\(i).swift", in: dir)
        }
        let out = dir.appendingPathComponent("out").path + "/"
        for _ in 0..<3 {
            let r = try run(["render", dir.path, "-o", out, "--jobs", "4"])
            #expect(r.code == 0, "\(r.stderr)")
        }
        let expected = (1...6).flatMap { ["Figure\($0)-Preview1.png", "Figure\($0)-Preview2.png"] }.sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == expected)
    }

    @Test("a type declared in two files: each file is its own module, with a warning; twice in one file is the error")
    func swiftRedeclaration() throws {
        let dir = try tempDir()
        let a = try write("struct ContentView: View { var body: some View { Text(\"A\") } }\n#Preview { ContentView() }",
                          "A.swift", in: dir)
        let b = try write("let x = 1\nstruct ContentView: View { var body: some View { Text(\"Bee\") } }\n#Preview { ContentView() }",
                          "B.swift", in: dir)
        let out = dir.appendingPathComponent("out").path + "/"
        let r = try run(["render", dir.path, "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr == "\(b):2:8: warning: 'ContentView' is declared here and at \(a):1:8; Swift cannot build one "
                + "module of these inputs, so each file is read as its own module\n", "\(r.stderr)")
        // Each file's preview shows its own ContentView (before, the last declaration replaced the first everywhere).
        for (file, text) in [(a, "A"), (b, "Bee")] {
            let json = String(decoding: try run(["convert", file]).stdout, as: UTF8.self)
            #expect(json.contains(#""root": {"Text": "\#(text)"}"#), "\(json)")
        }
        let c = try write("struct ContentView: View { var body: some View { Text(\"1\") } }\n"
                          + "struct ContentView: View { var body: some View { Text(\"2\") } }\n#Preview { ContentView() }",
                          "C.swift", in: dir)
        let e = try run(["render", c, "-o", dir.appendingPathComponent("c.png").path])
        #expect(e.code == 1)
        #expect(e.stderr == "\(c):2:8: invalid redeclaration of 'ContentView' (first declared at \(c):1:8); a type or "
                + "constant is declared once per module, as in Swift\n", "\(e.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.png").path))
    }

    @Test("#if: the active clause of an iOS Debug simulator build, at top level, among members and in bodies")
    func swiftConditionalCompilation() throws {
        let dir = try tempDir()
        let file = try write("""
            struct V: View {
                #if os(macOS)
                var title = "mac"
                #else
                var title = "phone"
                #endif
                var body: some View {
                    VStack {
                        Text(title)
                        #if canImport(UIKit) && targetEnvironment(simulator)
                        Text("uikit")
                        #elseif DEBUG
                        Text("debug only")
                        #endif
                        #if RELEASE_ONLY || canImport(AppKit) || swift(<5.9)
                        Text("never")
                        #endif
                    }
                }
            }
            #if DEBUG
            struct V_Previews: PreviewProvider { static var previews: some View { V() } }
            #endif
            """, "V.swift", in: dir)
        let r = try run(["convert", file])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(String(decoding: r.stdout, as: UTF8.self).contains(#""root": {"VStack": [{"Text": "phone"}, {"Text": "uikit"}]}"#),
                "\(String(decoding: r.stdout, as: UTF8.self))")
        let bad = try write("#if os(iOS) && foo(bar)\n#endif\n#Preview { Text(\"a\") }", "Bad.swift", in: dir)
        let e = try run(["layout", bad])
        #expect(e.code == 1)
        #expect(e.stderr == "\(bad):1:16: #if: invalid conditional compilation expression\n", "\(e.stderr)")
        // A postfix #if in a modifier chain: the active clause's modifiers apply; an inactive one's do not.
        let chain = try write("""
            #Preview { Text("a")
                .padding()
                #if os(iOS)
                .bold().italic()
                #elseif os(macOS)
                .font(.title)
                #endif
                #if os(watchOS)
                .opacity(0.5)
                #else
                .frame(width: 80)
                #endif
            }
            """, "Chain.swift", in: dir)
        let c = try run(["convert", chain])
        #expect(c.code == 0, "\(c.stderr)")
        #expect(String(decoding: c.stdout, as: UTF8.self).contains(
            #""modifiers": [{"padding": {}}, {"bold": {}}, {"italic": {}}, {"frame": {"width": 80}}]"#),
            "\(String(decoding: c.stdout, as: UTF8.self))")
        let badChain = try write("#Preview { Text(\"a\")\n    #if os(iOS)\n    .bold(\n    #endif\n}", "BadChain.swift", in: dir)
        let b = try run(["layout", badChain])
        #expect(b.code == 1)
        #expect(b.stderr.hasPrefix("\(badChain):"), "\(b.stderr)")
    }
}
