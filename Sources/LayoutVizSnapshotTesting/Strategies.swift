import Foundation
import LayoutJSON
import LayoutPipeline
import LayoutRender
import LayoutVizDSL
import SnapshotTesting

/// swift-snapshot-testing strategies for layoutviz, on Linux: `.png`, `.png(scale:)`, `.svg` and `.frames`
/// for DSL views, decoded documents (`ViewDocument`) and JSON tree files (`URL`).
///
///     assertSnapshot(of: Text("Hi").padding(), as: .png)
///     assertSnapshot(of: card, as: .png(scale: 3, layout: .fixed(width: 390, height: 200), debug: .borders))
///     assertSnapshot(of: card, as: .svg)          // text references: small, diffable, mergeable (fonts named,
///                                                 // not embedded; .svg(text: .embed) embeds them)
///     assertSnapshot(of: card, as: .frames)       // the frame dump, as `layoutviz layout` prints it
///     assertSnapshot(of: URL(fileURLWithPath: "tree.json"), as: .png)
///
/// References are stored as swift-snapshot-testing stores them (`__Snapshots__/<test file>/<test>.<n>.png`),
/// and the record mode is its own (`SNAPSHOT_TESTING_RECORD=all|failed|missing|never`). A view that cannot be
/// rendered (an out-of-range value, an unreadable image) fails with layoutviz's one-line message.
public enum LayoutVizSnapshot {
    /// What a strategy snapshots: a document, or why there is none (a JSON file that does not decode).
    enum Source {
        case document(ViewDocument)
        case failure(String)

        /// A tree file read by the pipeline's front end for its extension (JSON today); it must hold one view
        /// figure (a comparison sheet or a multi-figure file fails with a message).
        init(file url: URL, registry: FrontEndRegistry = .standard) {
            let name = url.lastPathComponent
            guard let data = FileManager.default.contents(atPath: url.path) else {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let reason = !exists ? "no such file" : (isDirectory.boolValue ? "it is a directory" : "permission denied")
                self = .failure("\(name): cannot read the tree file: \(reason)")
                return
            }
            let source = SourceFile(name: name, data: data, baseDirectory: url.deletingLastPathComponent().path,
                                    fileExtension: url.pathExtension.lowercased())
            do {
                let figures = try registry.figures(in: source, options: FrontEndOptions(allowsComparison: false))
                guard figures.count == 1, case .view(let document) = figures[0].content else {
                    self = .failure("\(name): has \(figures.count) figures; snapshot one document at a time")
                    return
                }
                self = .document(document)
            } catch {
                self = .failure(error.message)
            }
        }
    }

    static func png(scale: Int, debug: DebugMode, background: Color?, precision: Double, perceptualPrecision: Double)
        -> Snapshotting<Source, Data> {
        Snapshotting(pathExtension: "png",
                     diffing: .layoutVizPNG(precision: precision, perceptualPrecision: perceptualPrecision)) { source in
            switch source {
            case .failure(let message): return Data(message.utf8)
            case .document(let doc):
                do { return try render(doc, as: .png(scale: scale), debug: debug, background: background) }
                catch { return Data("\(error)".utf8) }
            }
        }
    }

    static let errorPrefix = "layoutviz error: "

    static func text(_ pathExtension: String, _ make: @escaping (ViewDocument) throws -> String) -> Snapshotting<Source, String> {
        Snapshotting(pathExtension: pathExtension, diffing: .layoutVizText) { source in
            switch source {
            case .failure(let message): return errorPrefix + message + "\n"
            case .document(let doc):
                do { return try make(doc) } catch { return errorPrefix + "\(error)\n" }
            }
        }
    }

    static func svg(debug: DebugMode, background: Color?, text mode: SVGTextMode) -> Snapshotting<Source, String> {
        text("svg") {
            String(decoding: try render($0, as: .svg, debug: debug, background: background, text: mode), as: UTF8.self)
        }
    }

    static func frames(scale: Int) -> Snapshotting<Source, String> {
        text("json") { try LayoutVizDSL.frames($0, scale: scale) }
    }
}

// MARK: DSL views

extension Snapshotting where Value: LayoutVizDSL.View, Format == Data {
    /// PNG @2x of the view at its ideal size.
    public static var png: Snapshotting { .png() }

    /// PNG at `scale` (1, 2 or 3) in `layout`, optionally with debug borders; `precision` and
    /// `perceptualPrecision` as in swift-snapshot-testing's image strategies (1 = exact).
    public static func png(scale: Int = 2, layout: PreviewLayout = .sizeThatFits, debug: DebugMode = .off,
                           background: Color? = .white, precision: Double = 1,
                           perceptualPrecision: Double = 1) -> Snapshotting {
        LayoutVizSnapshot.png(scale: scale, debug: debug, background: background, precision: precision,
                              perceptualPrecision: perceptualPrecision)
            .pullback { .document(ViewDocument($0, layout: layout)) }
    }
}

extension Snapshotting where Value: LayoutVizDSL.View, Format == String {
    /// The SVG, compared line by line.
    public static var svg: Snapshotting { .svg() }

    /// `text`: `.reference` by default (fonts named, not embedded: a snapshot stays a readable, mergeable text
    /// diff); `.embed` or `.outlines` as `layoutviz render --text`.
    public static func svg(layout: PreviewLayout = .sizeThatFits, debug: DebugMode = .off,
                           background: Color? = .white, text: SVGTextMode = .reference) -> Snapshotting {
        LayoutVizSnapshot.svg(debug: debug, background: background, text: text).pullback { .document(ViewDocument($0, layout: layout)) }
    }

    /// The frame dump (every node's kind, id and frame), compared line by line.
    public static var frames: Snapshotting { .frames() }

    public static func frames(layout: PreviewLayout = .sizeThatFits, scale: Int = 2) -> Snapshotting {
        LayoutVizSnapshot.frames(scale: scale).pullback { .document(ViewDocument($0, layout: layout)) }
    }
}

// MARK: Documents

extension Snapshotting where Value == ViewDocument, Format == Data {
    public static var png: Snapshotting { .png() }

    public static func png(scale: Int = 2, debug: DebugMode = .off, background: Color? = .white,
                           precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        LayoutVizSnapshot.png(scale: scale, debug: debug, background: background, precision: precision,
                              perceptualPrecision: perceptualPrecision).pullback { .document($0) }
    }
}

extension Snapshotting where Value == ViewDocument, Format == String {
    public static var svg: Snapshotting { .svg() }
    public static func svg(debug: DebugMode = .off, background: Color? = .white,
                           text: SVGTextMode = .reference) -> Snapshotting {
        LayoutVizSnapshot.svg(debug: debug, background: background, text: text).pullback { .document($0) }
    }

    public static var frames: Snapshotting { .frames() }
    public static func frames(scale: Int = 2) -> Snapshotting {
        LayoutVizSnapshot.frames(scale: scale).pullback { .document($0) }
    }
}

// MARK: JSON tree files

extension Snapshotting where Value == URL, Format == Data {
    /// A JSON tree file (docs/format.md) as PNG; a file that does not decode fails with its error line.
    public static var png: Snapshotting { .png() }

    public static func png(scale: Int = 2, debug: DebugMode = .off, background: Color? = .white,
                           precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        LayoutVizSnapshot.png(scale: scale, debug: debug, background: background, precision: precision,
                              perceptualPrecision: perceptualPrecision).pullback { LayoutVizSnapshot.Source(file: $0) }
    }
}

extension Snapshotting where Value == URL, Format == String {
    public static var svg: Snapshotting { .svg() }
    public static func svg(debug: DebugMode = .off, background: Color? = .white,
                           text: SVGTextMode = .reference) -> Snapshotting {
        LayoutVizSnapshot.svg(debug: debug, background: background, text: text).pullback { LayoutVizSnapshot.Source(file: $0) }
    }

    public static var frames: Snapshotting { .frames() }
    public static func frames(scale: Int = 2) -> Snapshotting {
        LayoutVizSnapshot.frames(scale: scale).pullback { LayoutVizSnapshot.Source(file: $0) }
    }
}
