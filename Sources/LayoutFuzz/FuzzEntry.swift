// libFuzzer's entry point (the build with LAYOUTVIZ_LIBFUZZER=1, docs/limits.md "Fuzzing"): one input per call,
// for the target named by LAYOUTVIZ_FUZZ_TARGET (json, swift or expression; default json). A broken promise is
// written to standard error and ends the process with abort(), which is how a libFuzzer target reports a
// finding: the fuzzer then saves the input as crash-<hash>. Only this fuzzing tool aborts on purpose.
import Foundation
import LayoutPipeline

enum FuzzEnvironment {
    static let target: FuzzTarget = ProcessInfo.processInfo.environment["LAYOUTVIZ_FUZZ_TARGET"]
        .flatMap(FuzzTarget.init(rawValue:)) ?? .json
}

@_cdecl("LLVMFuzzerTestOneInput")
public func layoutvizFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .broken(let broken) = FuzzEnvironment.target.run(bytes) {
        StandardStreams.errorText("layoutviz-fuzz (\(FuzzEnvironment.target.rawValue)): \(broken)\n")
        abort()
    }
    return 0
}
