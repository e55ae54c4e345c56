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
/// - the image: `<stem>[<viewport>][~debug|~labels][~transparent|~bg-rrggbbaa][~font-<name>][~dark]@<scale>x.png`
///   (DocC's `name~variant@2x.png` shape); the theme's own background (white, or black in dark) and
///   `--debug off` add nothing;
/// - the frames: `<stem>[<viewport>][~font-<name>][@<scale>x].frames.json`, where `@2x` (the default scale) is
///   left out, because frames depend only on the viewport, the font and the pixel grid text rounds to, not on
///   the debug overlay or the background.
/// `<name>` is the `--font` file's base name without extension, reduced to letters, digits, `-` and `_`.
/// `<viewport>` names the viewport options given (nothing without them): `~<device>` (`~iphone-15-pro`),
/// `~canvas-WxH`, `~proposal-WxH` (`nil`, `inf` as written) and `~safearea-T-L-B-R`, in that order.
/// `<stem>` is the tree's file name without extension, and for a named figure of a multi-figure input
/// `<file>-<figure>` (`FileNames.figureStem`).
public struct ReferenceNames: Sendable, Hashable {
    public var scale: Int
    public var debug: DebugMode
    /// Nil = transparent.
    public var background: Color?
    public var fontFile: String?
    public var colorScheme: ColorScheme = .light
    public var overrides = ViewportOverrides()

    public init(scale: Int, debug: DebugMode, background: Color?, fontFile: String?, colorScheme: ColorScheme = .light,
                overrides: ViewportOverrides = ViewportOverrides()) {
        self.scale = scale; self.debug = debug; self.background = background; self.fontFile = fontFile
        self.colorScheme = colorScheme; self.overrides = overrides
    }

    public static let directoryName = "__layoutviz__"

    var viewportTag: String {
        var tag = ""
        if let device = overrides.device { tag += "~" + FileNames.slug(device.name, lowercase: true) }
        if let c = overrides.canvas { tag += "~canvas-" + ViewportText.size(c) }
        if let p = overrides.proposal { tag += "~proposal-" + ViewportText.proposal(p) }
        if let s = overrides.safeArea {
            tag += "~safearea-" + ViewportText.insets(s).replacingOccurrences(of: ",", with: "-")
        }
        return tag
    }

    var fontTag: String {
        guard let fontFile else { return "" }
        let base = URL(fileURLWithPath: fontFile).deletingPathExtension().lastPathComponent
        let cleaned = String(base.unicodeScalars.filter {
            ($0.value < 128 && (CharacterSet.alphanumerics.contains($0))) || $0 == "-" || $0 == "_"
        }.map(Character.init))
        return "~font-" + (cleaned.isEmpty ? "custom" : cleaned)
    }

    public var imageVariant: String {
        var tag = viewportTag
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

    public var framesVariant: String { viewportTag + fontTag + (scale == 2 ? "" : "@\(scale)x") }

    /// The references directory of a tree file.
    public static func directory(of tree: String) -> String {
        (URL(fileURLWithPath: tree).deletingLastPathComponent().path as NSString)
            .appendingPathComponent(directoryName)
    }

    public static func stem(of tree: String, figure: String? = nil) -> String {
        FileNames.figureStem(URL(fileURLWithPath: tree).deletingPathExtension().lastPathComponent, figure: figure)
    }

    /// Display path of a reference: beside the tree, keeping the tree's own (relative or absolute) spelling.
    public static func join(_ tree: String, _ file: String) -> String {
        let dir = (tree as NSString).deletingLastPathComponent
        return dir.isEmpty ? directoryName + "/" + file : dir + "/" + directoryName + "/" + file
    }

    public func framesFile(for tree: String, figure: String? = nil) -> String {
        Self.stem(of: tree, figure: figure) + framesVariant + ".frames.json"
    }
    public func imageFile(for tree: String, figure: String? = nil) -> String {
        Self.stem(of: tree, figure: figure) + imageVariant + ".png"
    }
    public func framesPath(for tree: String, figure: String? = nil) -> String {
        Self.join(tree, framesFile(for: tree, figure: figure))
    }
    public func imagePath(for tree: String, figure: String? = nil) -> String {
        Self.join(tree, imageFile(for: tree, figure: figure))
    }

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
/// directory is taken relative to the current directory; one outside it goes under `_outside/<absolute path>`.
public enum ArtifactNames {
    public static func directory(root: String, tree: String) -> String {
        let cwd = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        let dir = (InputDiscovery.absolute((tree as NSString).deletingLastPathComponent) as NSString).standardizingPath
        let relative: String
        if dir == cwd {
            relative = ""
        } else if dir.hasPrefix(cwd + "/") {
            relative = String(dir.dropFirst(cwd.count + 1))
        } else {
            // Outside the working directory (`../a/t.json`): under `_outside/` with its absolute path, so it
            // never shares names with `a/t.json` inside it.
            relative = "_outside" + dir
        }
        let parts = relative.split(separator: "/").filter { !$0.isEmpty }
        return parts.isEmpty ? root : ([root] + parts.map(String.init)).joined(separator: "/")
    }

    /// `card@2x.png` + `expected` -> `card@2x-expected.png`; `card.frames.json` -> `card-expected.frames.json`.
    public static func file(_ reference: String, _ role: String) -> String {
        for ext in [".frames.json", ".png"] where reference.hasSuffix(ext) {
            return String(reference.dropLast(ext.count)) + "-" + role + ext
        }
        return reference + "-" + role
    }
}
