import Foundation
import LayoutPipeline
import LayoutRender

/// Lays out one served input for `layoutviz preview` through the pipeline (load, `Pipeline.inspect`, the
/// inspector's JSON) and publishes the outcome to the hub: every figure of the input, or the first error as its
/// one-line message (file:line:column and JSON path, or Swift file:line:col). Used from one thread only (the
/// render loop), which owns the measurers. The pipeline is made by `makePipeline`, again whenever a Swift file
/// changed: a pipeline's Swift front end loads the module once and keeps it.
public struct PreviewRenderer {
    public private(set) var pipeline: Pipeline
    public let makePipeline: () throws -> Pipeline
    public let options: RenderOptions
    public let hub: PreviewHub
    let measurers = MeasurerPool()

    public init(makePipeline: @escaping () throws -> Pipeline, options: RenderOptions, hub: PreviewHub) throws {
        self.makePipeline = makePipeline
        self.pipeline = try makePipeline()
        self.options = options; self.hub = hub
    }

    /// Lays out input `index` again and publishes the figures or the error.
    public func refresh(_ index: Int) {
        guard hub.inputs.indices.contains(index) else { return }
        do {
            let path = hub.inputs[index]
            let loaded = try pipeline.load(path)
            var figures: [PreviewHub.Figure] = []
            for figure in loaded {
                let measurer = try measurers.measurer(for: figure.fonts, input: figure.source)
                let inspection = try pipeline.inspect(figure, measurer: measurer)
                let parts = try InspectorPage.parts(inspection, options: options)
                figures.append(PreviewHub.Figure(name: loaded.count > 1 ? figure.outputName : nil, data: parts.data,
                                                 figures: parts.figures))
            }
            hub.publish(index, figures: figures)
        } catch {
            hub.publish(index, error: error.message)
        }
    }

    /// Lays out every input, then polls the files every `interval` seconds and lays out again what changed (all
    /// Swift inputs when any Swift file changed: they form one module). A file that disappears is an error on
    /// its page until it comes back. Never returns.
    public mutating func run(interval: TimeInterval = 0.1) -> Never {
        for i in hub.inputs.indices { refresh(i) }
        var watcher = Watcher(paths: hub.inputs, interval: interval)
        while true {
            Thread.sleep(forTimeInterval: interval)
            let changes = watcher.poll()
            if changes.isEmpty { continue }
            let swift = changes.contains { $0.path.hasSuffix(".swift") }
            if swift, let fresh = try? makePipeline() { pipeline = fresh }
            for (i, path) in hub.inputs.enumerated() {
                if let change = changes.first(where: { $0.path == path }), change.missing {
                    hub.publish(i, error: "\(path): no such file (still watching)")
                } else if changes.contains(where: { $0.path == path }) || (swift && path.hasSuffix(".swift")) {
                    refresh(i)
                }
            }
        }
    }
}
