import Foundation
import LayoutCore

/// `--docc`: the DocC image asset set of one input (swift-docc "Adding Images to Your Content" naming,
/// `name[~dark][@2x].png`). `-o` names the set: `out/figure.png` or `out/figure` give out/figure.png,
/// out/figure@2x.png, out/figure~dark.png and out/figure~dark@2x.png; an output directory ending in `/`
/// gives one set per input, named after the input file. SVG (`--format svg` or `-o figure.svg`) is vector, so
/// its set is figure.svg and figure~dark.svg.
public struct DocCAssetSet: Sendable {
    public struct Variant: Equatable, Sendable {
        public var path: String
        public var scale: Int
        public var scheme: ColorScheme
    }

    public var variants: [Variant]

    /// - Parameters: base: the set's path without extension (`out/figure`).
    public init(base: String, format: ImageFormat) {
        switch format {
        case .png:
            variants = [
                Variant(path: base + ".png", scale: 1, scheme: .light),
                Variant(path: base + "@2x.png", scale: 2, scheme: .light),
                Variant(path: base + "~dark.png", scale: 1, scheme: .dark),
                Variant(path: base + "~dark@2x.png", scale: 2, scheme: .dark),
            ]
        case .svg:
            variants = [
                Variant(path: base + ".svg", scale: 2, scheme: .light),
                Variant(path: base + "~dark.svg", scale: 2, scheme: .dark),
            ]
        case .html:
            // Not an asset (`base(output:input:format:)` refuses it); one page, which has both appearances.
            variants = [Variant(path: base + ".html", scale: 2, scheme: .light)]
        }
    }

    /// The set's base path and format for `input`, from `-o` and `--format`. Throws a usage failure when `-o`
    /// names one of the set's files (`figure@2x.png`, `figure~dark.png`) or standard output.
    public static func base(output: String, input: String, format: ImageFormat?) throws(PipelineError)
        -> (String, ImageFormat) {
        guard output != "-" else {
            throw PipelineError.usage("--docc writes several files; give -o a name (out/figure) or a directory (out/)")
        }
        guard format != .html, URL(fileURLWithPath: output).pathExtension.lowercased() != "html" else {
            throw PipelineError.usage("--docc writes images (.png or .svg), not an inspector page; leave out --docc "
                                      + "for .html")
        }
        if output.hasSuffix("/") {
            let stem = input == "-" ? "stdin" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            return (output + stem, format ?? .png)
        }
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension.lowercased()
        var base = output
        var fmt = format ?? .png
        if let f = ImageFormat(rawValue: ext) {
            base = String(output.dropLast(ext.count + 1))
            if format == nil { fmt = f }
        }
        let stem = URL(fileURLWithPath: base).lastPathComponent
        if stem.hasSuffix("~dark") || stem.range(of: #"@[0-9]x$"#, options: .regularExpression) != nil {
            throw PipelineError.usage("\(output): with --docc, -o names the asset set (e.g. out/figure.png), "
                                      + "not one of its files")
        }
        return (base, fmt)
    }
}
