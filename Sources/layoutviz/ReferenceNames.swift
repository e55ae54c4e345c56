import Foundation
import LayoutCore
import LayoutRender

/// Where `layoutviz check` keeps the references of a tree (docs/regression.md, "References on disk"):
///
///     cases/card.json  ->  cases/__layoutviz__/card.frames.json        frames at the default scale (2)
///                          cases/__layoutviz__/card@2x.png             the image at scale 2
///
/// The name carries every render option that changes the artifact, so references made with different options
/// sit side by side instead of overwriting each other:
/// - the image: `<stem>[~debug|~labels][~transparent|~bg-rrggbbaa][~font-<name>][~dark]@<scale>x.png` (DocC's
///   `name~variant@2x.png` shape); the theme's own background (white, or black in dark) and `--debug off` add
///   nothing;
/// - the frames: `<stem>[~font-<name>][@<scale>x].frames.json`, where `@2x` (the default scale) is left out,
///   because frames depend only on the font and the pixel grid text rounds to, not on the debug overlay or
///   the background.
/// `<name>` is the `--font` file's base name without extension, reduced to letters, digits, `-` and `_`.
struct ReferenceNames: Sendable, Hashable {
    var scale: Int
    var debug: DebugMode
    /// Nil = transparent.
    var background: Color?
    var fontFile: String?
    var colorScheme: ColorScheme = .light

    static let directoryName = "__layoutviz__"

    var fontTag: String {
        guard let fontFile else { return "" }
        let base = URL(fileURLWithPath: fontFile).deletingPathExtension().lastPathComponent
        let cleaned = String(base.unicodeScalars.filter {
            ($0.value < 128 && (CharacterSet.alphanumerics.contains($0))) || $0 == "-" || $0 == "_"
        }.map(Character.init))
        return "~font-" + (cleaned.isEmpty ? "custom" : cleaned)
    }

    var imageVariant: String {
        var tag = ""
        switch debug {
        case .off: break
        case .borders: tag += "~debug"
        case .labels: tag += "~labels"
        }
        if let bg = background {
            let drawn = bg.resolved(in: colorScheme)
            if Self.hex(drawn) != Self.hex(SystemColor.systemBackground.value(in: colorScheme)) {
                tag += "~bg-" + Self.hex(drawn)
            }
        } else {
            tag += "~transparent"
        }
        return tag + fontTag + (colorScheme == .dark ? "~dark" : "") + "@\(scale)x"
    }

    var framesVariant: String { fontTag + (scale == 2 ? "" : "@\(scale)x") }

    /// The references directory of a tree file.
    static func directory(of tree: String) -> String {
        (URL(fileURLWithPath: tree).deletingLastPathComponent().path as NSString)
            .appendingPathComponent(directoryName)
    }

    static func stem(of tree: String) -> String {
        URL(fileURLWithPath: tree).deletingPathExtension().lastPathComponent
    }

    /// Display path of a reference: beside the tree, keeping the tree's own (relative or absolute) spelling.
    static func join(_ tree: String, _ file: String) -> String {
        let dir = (tree as NSString).deletingLastPathComponent
        return dir.isEmpty ? directoryName + "/" + file : dir + "/" + directoryName + "/" + file
    }

    func framesFile(for tree: String) -> String { Self.stem(of: tree) + framesVariant + ".frames.json" }
    func imageFile(for tree: String) -> String { Self.stem(of: tree) + imageVariant + ".png" }
    func framesPath(for tree: String) -> String { Self.join(tree, framesFile(for: tree)) }
    func imagePath(for tree: String) -> String { Self.join(tree, imageFile(for: tree)) }

    /// `rrggbbaa`, lowercase, alpha always written.
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((max(0, min(1, v)) * 255).rounded())
            return String(b, radix: 16).count == 1 ? "0" + String(b, radix: 16) : String(b, radix: 16)
        }
        return byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.opacity)
    }
}

/// Where the failure images of a reference go: `<artifacts>/<tree's directory>/<reference stem>-expected.png`,
/// `-actual.png`, `-diff.png` (frames: `<stem>-expected.frames.json`, `-actual.frames.json`). The tree's
/// directory is taken relative to the current directory; `..` and a leading `/` are dropped.
enum ArtifactNames {
    static func directory(root: String, tree: String) -> String {
        var dir = (tree as NSString).deletingLastPathComponent
        let cwd = FileManager.default.currentDirectoryPath
        if dir.hasPrefix("/") {
            let standard = (dir as NSString).standardizingPath
            if standard == cwd { dir = "" } else if standard.hasPrefix(cwd + "/") {
                dir = String(standard.dropFirst(cwd.count + 1))
            }
        }
        let parts = dir.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.isEmpty }
        return parts.isEmpty ? root : ([root] + parts.map(String.init)).joined(separator: "/")
    }

    /// `card@2x.png` + `expected` -> `card@2x-expected.png`; `card.frames.json` -> `card-expected.frames.json`.
    static func file(_ reference: String, _ role: String) -> String {
        for ext in [".frames.json", ".png"] where reference.hasSuffix(ext) {
            return String(reference.dropLast(ext.count)) + "-" + role + ext
        }
        return reference + "-" + role
    }
}
