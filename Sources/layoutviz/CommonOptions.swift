import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutSwiftSource

/// Options shared by `render`, `layout`, `explain` and `check`: the scale, the font, the viewport overrides
/// (docs/rendering.md, "Viewport") and the figure of a multi-figure input. They become one `Pipeline`.
struct CommonOptions: ParsableArguments {
    @Option(help: "Pixels per point: 1, 2 or 3. Text sizes round to this grid.")
    var scale: Int = 2

    @Option(help: "A font file (OTF/TTF) used for all text instead of the pinned Inter/DejaVu set.")
    var font: String?

    @Option(name: .customLong("system-font"), help: ArgumentHelp("A folder with Apple's SF Pro fonts (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf, downloaded from Apple): the default design uses them with Apple's tracking. Default: $LAYOUTVIZ_SYSTEM_FONT_DIR.", valueName: "DIR"))
    var systemFont: String?

    @Option(help: ArgumentHelp("The canvas in points, replacing the tree's (e.g. 390x844).", valueName: "WxH"))
    var canvas: String?

    @Option(help: ArgumentHelp("What the root is proposed: W and H each a number, nil or inf (e.g. 320xnil).",
                               valueName: "WxH"))
    var proposal: String?

    @Option(help: ArgumentHelp("The canvas's unsafe bands in points: top, leading, bottom, trailing (e.g. 59,0,34,0).",
                               valueName: "T,L,B,R"))
    var safeArea: String?

    @Option(help: ArgumentHelp("A device's screen and safe area as the canvas (e.g. \"iPhone 15\"; \"default\" is iPhone 15; list: docs/rendering.md).",
                               valueName: "NAME"))
    var device: String?

    @Option(name: [.customLong("figure"), .customLong("preview")],
            help: ArgumentHelp("Only this figure of an input with several (a Swift file's previews; --preview is the same).",
                               valueName: "NAME"))
    var figure: String?

    @Option(help: ArgumentHelp("Swift inputs: render this view expression of the module instead of its previews "
                               + "(e.g. 'ProfileCard(name: \"Taylor\")').", valueName: "EXPR"))
    var view: String?

    func validate() throws {
        guard Viewport.scales.contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }

    /// The viewport options as overrides; a malformed value is a one-line usage error (exit 64).
    func overrides() throws -> ViewportOverrides {
        do { return try ViewportArguments.overrides(canvas: canvas, proposal: proposal, safeArea: safeArea, device: device) }
        catch { throw CLIFailure(error) }
    }

    /// The pipeline these options describe, reading inputs with the tool's front ends; the .swift files among
    /// `inputs` (files and directories) form one Swift module (docs/swift-source.md).
    func pipeline(inputs: [String]) throws -> Pipeline {
        Pipeline(registry: LayoutViz.frontEnds.registering(swiftFrontEnd(inputs: inputs)),
                 options: PipelineOptions(scale: scale, fontFile: font,
                                          systemFontDirectory: systemFont ?? PipelineOptions.systemFontDirectoryFromEnvironment(),
                                          overrides: try overrides(), figure: figure))
    }

    func swiftFrontEnd(inputs: [String]) -> SwiftFrontEnd {
        SwiftFrontEnd(moduleInputs: inputs.filter { $0 != "-" && !InputDiscovery.isGlob($0) && !$0.lowercased().hasSuffix(".json") },
                      view: view)
    }

    /// The inputs a run renders, once directories are expanded: Swift helper files without previews are left out
    /// (they are part of the module); with `--view`, one Swift input stands for the module.
    func selectInputs(_ expanded: [String], given: [String]) throws -> [String] {
        do { return try swiftFrontEnd(inputs: given).selectInputs(expanded) } catch {
            throw CLIFailure(message: "\(error)")
        }
    }

    /// The one figure of `path` a single-figure command (`layout`, `explain`) works on; its warnings printed.
    func singleFigure(_ path: String, pipeline: Pipeline, frontEnd: FrontEndOptions = FrontEndOptions()) throws
        -> LoadedFigure {
        let only = try pipeline.loadOne(path, frontEnd: frontEnd)
        for w in only.warnings { StandardStreams.error("\(w)") }
        return only
    }
}
