import Foundation

/// The front ends a tool reads, picked by file extension. The first is the default: it reads standard input
/// and files whose extension no front end claims (a tree named `case.txt` given explicitly is read as JSON).
/// `standard` has the JSON front end; adding a language is one `registering(_:)` call where the registry is
/// built (the command line's `LayoutViz.frontEnds`).
public struct FrontEndRegistry: Sendable {
    public private(set) var frontEnds: [any FrontEnd]

    public init(_ frontEnds: [any FrontEnd]) { self.frontEnds = frontEnds }

    public static let standard = FrontEndRegistry([JSONFrontEnd()])

    /// This registry with `frontEnd` added; it takes over the extensions it names from earlier ones.
    public func registering(_ frontEnd: any FrontEnd) -> FrontEndRegistry {
        var copy = self
        copy.frontEnds.append(frontEnd)
        return copy
    }

    /// The front end for a file extension (lowercase, no dot), else the default.
    public func frontEnd(forExtension ext: String) -> (any FrontEnd)? {
        frontEnds.last { $0.fileExtensions.contains(ext) } ?? frontEnds.first
    }

    /// Whether a file found while searching a directory is an input of some front end.
    public func isInput(fileName: String) -> Bool {
        frontEnds.contains { $0.isInput(fileName: fileName) }
    }

    /// Every registered extension, for messages ("*.json or *.swift").
    public var fileExtensions: [String] { frontEnds.flatMap(\.fileExtensions) }

    /// The figures of `source` from its front end; errors become one-line `PipelineError`s, and a source
    /// giving no figure is one too.
    public func figures(in source: SourceFile, options: FrontEndOptions = FrontEndOptions()) throws(PipelineError)
        -> [Figure] {
        guard let frontEnd = frontEnd(forExtension: source.fileExtension) else {
            throw PipelineError("\(source.name): no front end reads this file")
        }
        let figures: [Figure]
        do { figures = try frontEnd.figures(in: source, options: options) } catch let e as PipelineError {
            throw e
        } catch {
            throw PipelineError("\(error)")
        }
        guard !figures.isEmpty else { throw PipelineError("\(source.name): no figure to lay out (\(frontEnd.language))") }
        return figures
    }
}
