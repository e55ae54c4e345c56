import Foundation
import LayoutJSON
import LayoutPipeline

/// The `// layoutviz:` lines the JSON → Swift printer writes above a `#Preview` (docs/convert.md, "Previews")
/// each end with the command-line option that gives what preview traits cannot say (`--proposal nilxnil`,
/// `--safe-area 47,0,34,0`, `--font fonts/Custom.ttf`). These read them back as the pipeline's options, so a
/// test renders a converted file as a user following the comments would.
enum PreviewComments {
    /// `["--proposal": "nilxnil", ...]` from the comment lines of `swift`.
    static func options(_ swift: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in swift.components(separatedBy: "\n") where line.hasPrefix("// layoutviz:") {
            guard let r = line.range(of: ": --", options: .backwards) else { continue }
            let option = line[line.index(r.lowerBound, offsetBy: 2)...]
            guard let space = option.firstIndex(of: " ") else { continue }
            out[String(option[..<space])] = String(option[option.index(after: space)...])
        }
        return out
    }

    /// The pipeline options those lines give; a relative font path starts at `baseDirectory`.
    static func pipelineOptions(_ swift: String, baseDirectory: String) throws -> PipelineOptions {
        let o = options(swift)
        let overrides = try ViewportArguments.overrides(canvas: o["--canvas"], proposal: o["--proposal"],
                                                        safeArea: o["--safe-area"], device: o["--device"])
        let font = o["--font"].map { $0.hasPrefix("/") ? $0 : baseDirectory + "/" + $0 }
        return PipelineOptions(scale: 2, fontFile: font, overrides: overrides)
    }
}
