import ArgumentParser
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutPreview
import LayoutRender

/// `layoutviz preview`: a local server with the inspector of each input, updated in place when a file changes
/// (docs/preview.md). The server is `LayoutPreview.PreviewServer`; the render loop (`PreviewRenderer`) runs on
/// this thread through the pipeline these options describe.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the inspector of each input on a local web server, updated live when a file changes.",
        discussion: """
            Open the printed address in a browser: an index of the inputs, each an inspector page (as render -o \
            figure.html makes) that updates in place within half a second of a save, keeping the selected view \
            and the zoom. An input error shows at the bottom of its page, over the last good figure. Only the \
            inputs given are served. Ctrl-C ends it.
            Examples:
              layoutviz preview card.json
              layoutviz preview cases/ --port 9000
              layoutviz preview card.json --port 0          (any free port; the address is printed)
            """)

    @Argument(help: "Tree files (JSON), Swift files (their previews), directories (their *.json and *.swift files, recursively) or globs.")
    var inputs: [String]

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Default 127.0.0.1 (this machine only); 0.0.0.0 serves every network this machine is on.")
    var host: String = "127.0.0.1"

    @Option(help: "light (default) or dark: the page's first theme (the page has a toggle).")
    var theme: ColorScheme?

    @Option(help: "Debug overlay shown first: off, borders or labels (the page has toggles).")
    var debug: DebugMode = .off

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535 (got \(port))") }
        if inputs.contains("-") { throw ValidationError("preview watches files; standard input (-) cannot be watched") }
        if host.isEmpty { throw ValidationError("--host needs an address (127.0.0.1, 0.0.0.0, ::1)") }
    }

    func run() throws {
        Watcher.installInterruptHandler()
        let pipeline = try common.pipeline(inputs: inputs)
        let found = try common.selectInputs(try InputDiscovery.expand(inputs, registry: pipeline.registry),
                                            given: inputs)
        if found.isEmpty { throw CLIFailure(message: "\(inputs.joined(separator: " ")): no inputs to preview") }
        let hub = PreviewHub(inputs: found)
        var renderer = try PreviewRenderer(makePipeline: { try common.pipeline(inputs: inputs) },
                                           options: RenderOptions(debug: debug, colorScheme: theme ?? .light), hub: hub)
        let bound: Int
        do { bound = try PreviewServer.start(hub: hub, host: host, port: port) } catch {
            throw CLIFailure(message: "preview: \(error.description)")
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        try StandardStreams.print("layoutviz preview: \(found.count) input\(found.count == 1 ? "" : "s") on "
                                  + "http://\(shown):\(bound)/ (Ctrl-C ends)\n")
        renderer.run()
    }
}
