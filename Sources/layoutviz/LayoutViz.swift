import ArgumentParser
import Foundation
import LayoutPipeline
import LayoutSwiftSource

/// The `layoutviz` command: SwiftUI layout of a JSON view tree, rendered to PNG/SVG or dumped as frames.
@main
struct LayoutViz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutviz",
        abstract: "Lay out a SwiftUI view tree (JSON) with SwiftUI's rules and render it.",
        discussion: "Tree format: docs/format.md. Semantics: docs/semantics.md.",
        version: LayoutVizVersion.string,
        subcommands: [Render.self, LayoutDump.self, Explain.self, Check.self, Diff.self, SchemaCommand.self,
                      Convert.self, Preview.self])

    /// The languages the tool reads, by file extension (docs/architecture.md, "Front ends"): a new front end
    /// is one `.registering(...)` here. Swift (docs/swift-source.md) is registered per run with its module's
    /// inputs (`CommonOptions.pipeline(inputs:)`); this one reads single .swift files.
    static let frontEnds = FrontEndRegistry.standard.registering(SwiftFrontEnd())

    /// `--debug` and `--update` take an optional value (`--debug`, `--debug labels`; `--update`, `-u`,
    /// `--update missing`): normalise argv before parsing.
    static func normalisedArguments(_ args: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--debug" {
                if i + 1 < args.count, ["borders", "labels", "off"].contains(args[i + 1]) {
                    out.append("--debug=\(args[i + 1])")
                    i += 2
                    continue
                }
                out.append("--debug=borders")
            } else if a == "--update" || a == "-u" {
                if i + 1 < args.count, UpdateMode(rawValue: args[i + 1]) != nil {
                    out.append("--update=\(args[i + 1])")
                    i += 2
                    continue
                }
                out.append("--update=changed")
            } else {
                out.append(a)
            }
            i += 1
        }
        return out
    }

    static func main() {
        let args = normalisedArguments(Array(CommandLine.arguments.dropFirst()))
        let code: Int32 = LargeStack.run {
            do {
                var command = try parseAsRoot(args)
                try command.run()
                return 0
            } catch let e as CLIFailure where e.isBrokenPipe {
                return brokenPipe()
            } catch let e as CLIFailure {
                StandardStreams.error(e.message)
                return e.code
            } catch let e as PipelineError where e.isBrokenPipe {
                return brokenPipe()
            } catch let e as PipelineError {
                StandardStreams.error(e.message)
                return CLIFailure(e).code
            } catch {
                return reportParserError(error)  // help and --version print to stdout, exit 0
            }
        }
        Foundation.exit(code)
    }

    /// Standard output's reader is gone: end as if SIGPIPE had not been ignored (quietly, status 128 + 13).
    static func brokenPipe() -> Int32 {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        return 141
    }

    static func reportParserError(_ error: Error) -> Int32 {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            if code == .success { try? StandardStreams.print(message + "\n") } else { StandardStreams.error(message) }
        }
        return code.rawValue
    }
}

/// A failure with its one-line message and exit code (1 for bad input, 64 for usage).
struct CLIFailure: Error {
    var message: String
    var code: Int32 = 1
    /// Standard output's reader went away: end quietly.
    var isBrokenPipe = false

    init(message: String, code: Int32 = 1) {
        self.message = message
        self.code = code
    }

    /// The pipeline's error: usage problems exit 64, the rest 1.
    init(_ error: PipelineError) {
        self.init(message: error.message, code: error.isUsage ? 64 : 1)
        isBrokenPipe = error.isBrokenPipe
    }
}
