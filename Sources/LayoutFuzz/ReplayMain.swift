// The fuzz tool without libFuzzer (every ordinary build; docs/limits.md, "Fuzzing"):
//   layoutviz-fuzz seed FIXTURES OUT          writes the seed corpora OUT/json, OUT/swift, OUT/expression from the
//                                             fixtures' trees and Swift files (and the expressions inside them)
//   layoutviz-fuzz run TARGET PATH...         runs each file (directories: every regular file under them, once)
//                                             through TARGET, as the fuzzer would; exit 1 if any breaks a promise
//                                             (--verbose: each file's outcome, with the message it was refused with)
// so a saved finding or a whole corpus replays without the instrumented build, and the test suite replays the
// regression inputs of Fixtures/fuzz. Built with LAYOUTVIZ_LIBFUZZER, main hands the command line to libFuzzer's
// driver instead (LLVMFuzzerRunDriver, with LLVMFuzzerTestOneInput of FuzzEntry.swift as the callback).
import Foundation
import LayoutPipeline

#if LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func runLibFuzzer(_ argc: UnsafeMutablePointer<CInt>,
                  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

@main
enum ReplayMain {
    static func main() {
        #if LIBFUZZER
        if FuzzEnvironment.target == .swift, !FuzzTarget.hasSwift {
            StandardStreams.error("layoutviz-fuzz: built without the Swift front end; build with LAYOUTVIZ_FUZZ_SWIFT=1")
            exit(64)
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(runLibFuzzer(&argc, &argv, { data, size in layoutvizFuzzOneInput(data, size) }))
        #else
        replay()
        #endif
    }

    static func replay() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "seed" where arguments.count == 3:
            do {
                let counts = try FuzzSeeds.write(fixtures: arguments[1], to: arguments[2])
                StandardStreams.errorText(FuzzTarget.allCases.map { "\($0.rawValue): \(counts[$0] ?? 0)" }
                    .joined(separator: ", ") + " seed inputs\n")
            } catch {
                StandardStreams.error("layoutviz-fuzz: \(error)")
                exit(1)
            }
        case "run" where arguments.count >= 3:
            guard let target = FuzzTarget(rawValue: arguments[1]) else { usage() }
            let verbose = arguments.contains("--verbose")
            var failures = 0, count = 0, drawn = 0
            for file in FuzzSeeds.files(under: Array(arguments.dropFirst(2)).filter { $0 != "--verbose" }) {
                count += 1
                guard let bytes = FileManager.default.contents(atPath: file) else {
                    StandardStreams.error("\(file): cannot read it")
                    failures += 1
                    continue
                }
                switch target.run(Array(bytes)) {
                case .drawn:
                    drawn += 1
                    if verbose { StandardStreams.error("\(file): drawn") }
                case .rejected(let message):
                    if verbose { StandardStreams.error("\(file): refused: \(message)") }
                case .broken(let message):
                    StandardStreams.error("\(file): \(message)")
                    failures += 1
                }
            }
            StandardStreams.errorText("\(target.rawValue): \(count) inputs, \(drawn) drawn, \(failures) broke a promise\n")
            exit(failures == 0 && count > 0 ? 0 : 1)
        default:
            usage()
        }
    }

    static func usage() -> Never {
        StandardStreams.error("usage: layoutviz-fuzz seed FIXTURES OUT | layoutviz-fuzz run json|swift|expression PATH...")
        exit(64)
    }
}
