import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Which font files are pinned and which family each `FontDesign` uses (docs/semantics.md §3.2).
/// - `standard()`: every static Inter face (Thin 100 ... Black 900, upright and italic) for `.default` and
///   `.rounded` (no free SF Rounded stand-in), with Inter Display (every face) for `.default` from 20 pt and SF
///   Pro's tracking table on `.default`, as SF Pro Text/Display would be (docs/rendering.md, "Text widths against
///   the device"), DejaVu Serif for `.serif`, DejaVu Sans Mono for `.monospaced`,
///   and DejaVu Sans as a fallback for glyphs the others lack, then the pinned script fallbacks (`scriptFallbacks`:
///   Noto Sans Arabic, Hebrew, Devanagari and Thai, WenQuanYi Micro Hei for Chinese, Japanese and Korean;
///   docs/rendering.md, "Scripts and fallback fonts"). Fontconfig matches each `FontWeight` to the
///   face of that exact weight (Inter has all nine); DejaVu has only regular and bold, so weights ≥ 600 use Bold.
/// - `custom(file:)`: one user font file for every design (plus DejaVu Sans as glyph fallback when installed).
/// Missing or unreadable files are a `RenderError` naming the file.
public struct FontConfiguration: Sendable, Hashable {
    /// Font files added to the hermetic fontconfig configuration, in order.
    public var files: [String]
    /// The family name fontconfig knows for each design.
    public var families: [FontDesign: String]

    /// Line-box metrics per design, as fractions of the font size, replacing the font's own ascent and
    /// descent (docs/semantics.md §3.2). `standard()` gives the default and rounded designs SF Pro's
    /// (ascent 1950/2048, descent 494/2048, cap height 1443/2048, no line gap), so Text heights and baselines match iOS while Inter
    /// draws the glyphs. Designs without an entry use the font's own metrics.
    public var lineMetrics: [FontDesign: LineMetrics]
    /// Families tried, in order, for characters the design's family lacks, before fontconfig's own ranking of
    /// the other files (the pinned fallback chain; docs/rendering.md, "Scripts and fallback fonts").
    public var fallbackFamilies: [String]
    /// The default design's family from the optical-size switch (`displaySize`, 20 pt) on (Inter Display, or SF
    /// Pro Display with `systemFont(directory:)`), and whether SF Pro's tracking table (`SFProTracking`) applies
    /// to the default design (both on in `standard()` and `systemFont(directory:)`, off for `custom(file:)`).
    public var displayFamily: String?
    public var appliesSFProTracking: Bool = false

    public init(files: [String], families: [FontDesign: String], lineMetrics: [FontDesign: LineMetrics] = [:],
                fallbackFamilies: [String] = []) {
        self.files = files; self.families = families; self.lineMetrics = lineMetrics
        self.fallbackFamilies = fallbackFamilies
    }

    /// SF Pro's switch from its Text to its Display cut, in points.
    public static let displaySize: CGFloat = 20

    /// The family a design uses at a size (the Display cut from 20 pt when one is configured).
    public func family(for design: FontDesign, size: CGFloat) -> String {
        if design == .default, size >= Self.displaySize, let displayFamily { return displayFamily }
        return family(for: design)
    }

    /// The Pango family list of a design at a size: its family, then the fallback chain.
    public func familyList(for design: FontDesign, size: CGFloat) -> String {
        let first = family(for: design, size: size)
        return ([first] + fallbackFamilies.filter { $0 != first }).joined(separator: ",")
    }

    /// Letter spacing the configuration adds to a Text in a style, in points: SF Pro's tracking table, when on,
    /// for the default design, when every character of the text is one the default family draws
    /// (`SFProTracking.tracks(_:)`): the table is that font's; characters drawn by a fallback font (Arabic,
    /// Hebrew, Devanagari, Thai, CJK) take no tracking on Apple's platforms from it, and a browser does not
    /// space cursive scripts. The measurement adds it once per Text and records it in the layout.
    public func tracking(_ style: TextStyle, text: String) -> CGFloat {
        appliesSFProTracking && style.design == .default && SFProTracking.tracks(text)
            ? SFProTracking.points(at: style.size) : 0
    }

    /// The standard set with the user's SF Pro fonts (downloaded from Apple under its licence; never shipped)
    /// for the default design: `SF-Pro-Text-*.otf` below 20 pt, `SF-Pro-Display-*.otf` from 20 pt, with
    /// SF Pro's tracking table. `directory` must hold at least `SF-Pro-Text-Regular.otf` and
    /// `SF-Pro-Display-Regular.otf` (`.ttf` also accepted); every `SF-Pro-Text-*`/`SF-Pro-Display-*` face there
    /// is added (weights and italics). Rounded, serif and monospaced keep their stand-ins.
    public static func systemFont(directory: String) throws(RenderError) -> FontConfiguration {
        var config = try standard()
        config.files.removeAll { ($0 as NSString).lastPathComponent.hasPrefix("InterDisplay-") }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        func faces(_ cut: String) -> [String] {
            names.filter { $0.hasPrefix("SF-Pro-\(cut)-") && ($0.hasSuffix(".otf") || $0.hasSuffix(".ttf")) }
                .map { (directory as NSString).appendingPathComponent($0) }
        }
        var families: [String] = []
        for cut in ["Text", "Display"] {
            guard let regular = faces(cut).first(where: { ($0 as NSString).lastPathComponent.hasPrefix("SF-Pro-\(cut)-Regular.") }),
                  FileManager.default.isReadableFile(atPath: regular) else {
                throw RenderError("system font directory \(directory): no SF-Pro-\(cut)-Regular.otf (download SF Pro "
                                  + "from developer.apple.com/fonts and give the folder holding its .otf files)")
            }
            families.append(try familyName(of: regular))
            config.files.insert(contentsOf: faces(cut), at: 0)
        }
        config.families[.default] = families[0]
        config.displayFamily = families[1]
        config.appliesSFProTracking = true
        return config
    }

    /// Ascent, descent and cap height of a line box, in ems (no line gap). A nil cap height is measured
    /// from the font's "H".
    public struct LineMetrics: Sendable, Hashable {
        public var ascent: CGFloat
        public var descent: CGFloat
        public var capHeight: CGFloat?
        public init(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat? = nil) {
            self.ascent = ascent; self.descent = descent; self.capHeight = capHeight
        }

        /// SF Pro's metrics (unitsPerEm 2048, ascender 1950, descender -494, line gap 0, cap height 1443).
        public static let sfPro = LineMetrics(ascent: 1950.0 / 2048, descent: 494.0 / 2048, capHeight: 1443.0 / 2048)
    }

    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    public static let dejavuDirectory = "/usr/share/fonts/truetype/dejavu"

    static let interFaces = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold",
                             "Black"]
    static let dejavuFaces = ["DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic",
                              "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique",
                              "DejaVuSansMono-BoldOblique", "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique",
                              "DejaVuSans-BoldOblique"]

    public static let notoDirectory = "/usr/share/fonts/truetype/noto"
    public static let wqyDirectory = "/usr/share/fonts/truetype/wqy"

    /// The fallback chain for scripts the primary fonts lack, after DejaVu Sans, with the Debian package of each
    /// file (`make setup` installs them).
    public static let scriptFallbacks: [(file: String, package: String)] =
        ["Arabic", "Hebrew", "Devanagari", "Thai"].flatMap { script in
            ["Regular", "Bold"].map { ("\(notoDirectory)/NotoSans\(script)-\($0).ttf", "fonts-noto-core") }
        } + [("\(wqyDirectory)/wqy-microhei.ttc", "fonts-wqy-microhei"),
             ("\(notoDirectory)/NotoColorEmoji.ttf", "fonts-noto-color-emoji")]

    /// The fallback chain's order: the script fonts, the colour emoji font, then (fontconfig's ranking) DejaVu
    /// Sans and WenQuanYi Micro Hei (CJK) last, as it also covers Latin and symbols that DejaVu draws today.
    public static let scriptFallbackFamilies = ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                                                "Noto Sans Thai", emojiFamily]

    /// The colour emoji font's family (docs/rendering.md, "Colour emoji").
    public static let emojiFamily = "Noto Color Emoji"

    /// Inter's optical size for large text (Debian's fonts-inter 4.0 ships its static faces), the default design's
    /// family from 20 pt in `standard()`.
    public static let interDisplayFamily = "Inter Display"

    /// Inter + Inter Display + DejaVu + the script fallbacks from the system font directories (fonts-inter, fonts-dejavu-core,
    /// fonts-noto-core, fonts-wqy-microhei).
    public static func standard() throws(RenderError) -> FontConfiguration {
        var files: [(file: String, package: String)] = []
        for face in interFaces {
            files.append(("\(interDirectory)/Inter-\(face).otf", "fonts-inter"))
            files.append(("\(interDirectory)/Inter-\(face == "Regular" ? "" : face)Italic.otf", "fonts-inter"))
        }
        for face in interFaces {
            files.append(("\(interDirectory)/InterDisplay-\(face).otf", "fonts-inter"))
            files.append(("\(interDirectory)/InterDisplay-\(face == "Regular" ? "" : face)Italic.otf", "fonts-inter"))
        }
        files += dejavuFaces.map { ("\(dejavuDirectory)/\($0).ttf", "fonts-dejavu-core") }
        files += scriptFallbacks
        for (file, package) in files where !FileManager.default.isReadableFile(atPath: file) {
            throw RenderError("font file not found: \(file) (install the \(package) package)")
        }
        var config = FontConfiguration(files: files.map(\.file), families: [
            .default: "Inter", .rounded: "Inter", .serif: "DejaVu Serif", .monospaced: "DejaVu Sans Mono",
        ], lineMetrics: [.default: .sfPro, .rounded: .sfPro], fallbackFamilies: scriptFallbackFamilies)
        config.displayFamily = interDisplayFamily
        config.appliesSFProTracking = true
        return config
    }

    /// A user font file (TrueType/OpenType) used for every design.
    public static func custom(file: String) throws(RenderError) -> FontConfiguration {
        // Only a regular file: fontconfig would block on a FIFO and print raw errors for a directory.
        if let problem = RegularFile.problem(file) {
            throw RenderError(problem == "no such file" ? "font file not found: \(file)"
                              : "cannot use font file \(file): \(problem)")
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw RenderError("cannot use font file \(file): permission denied")
        }
        let family = try familyName(of: file)
        var files = [file]
        let fallback = "\(dejavuDirectory)/DejaVuSans.ttf"
        if FileManager.default.isReadableFile(atPath: fallback) { files.append(fallback) }
        var families: [FontDesign: String] = [:]
        for design in FontDesign.allCases { families[design] = family }
        return FontConfiguration(files: files, families: families)
    }

    /// The family a design maps to ("Inter" when unset).
    public func family(for design: FontDesign) -> String { families[design] ?? "Inter" }

    /// A CSS font-family list for SVG: the pinned family first, then the generic family of the design.
    public func svgFontFamily(_ style: TextStyle) -> String {
        let name = family(for: style.design, size: style.size).filter { $0 != "'" && $0 != "\"" && $0 != "," }
        let quoted = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? name : "'\(name)'"
        return quoted + ", " + Self.genericFamily(style.design)
    }

    /// The CSS generic family of a design.
    public static func genericFamily(_ design: FontDesign) -> String {
        switch design {
        case .serif: "serif"
        case .monospaced: "monospace"
        case .default, .rounded: "sans-serif"
        }
    }

    /// The family fontconfig reads from a font file (a throwaway configuration).
    static func familyName(of file: String) throws(RenderError) -> String {
        guard let config = FcConfigCreate() else { throw RenderError("fontconfig: cannot create a configuration") }
        defer { FcConfigDestroy(config) }
        guard FcConfigAppFontAddFile(config, file) != 0, lv_app_font_count(config) > 0,
              let family = lv_app_font_family(config, 0) else {
            throw RenderError("not a usable font file: \(file)")
        }
        return String(cString: family)
    }
}
