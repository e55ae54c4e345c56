// swift-tools-version: 6.1
import PackageDescription

// Fuzzing (docs/limits.md, "Fuzzing"): `LAYOUTVIZ_LIBFUZZER=1 swift build --build-path .build/libfuzzer` builds
// layoutviz-fuzz against libFuzzer, with our own targets instrumented for coverage (-sanitize=fuzzer); the
// dependencies stay uninstrumented. Without the variable nothing changes (layoutviz-fuzz replays inputs).
let libFuzzer = Context.environment["LAYOUTVIZ_LIBFUZZER"] == "1"
let instrumented: [SwiftSetting] = libFuzzer ? [.unsafeFlags(["-sanitize=fuzzer"])] : []
// The swift target (the interpreter) brings swift-syntax into the instrumented build, minutes more on a cold
// machine: `make fuzz` includes it (LAYOUTVIZ_FUZZ_SWIFT=1), make test's short run does not.
let fuzzesSwift = !libFuzzer || Context.environment["LAYOUTVIZ_FUZZ_SWIFT"] == "1"

let package = Package(
    name: "layoutviz",
    products: [
        .library(name: "LayoutViz", targets: ["LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend",
                                             "LayoutPipeline", "LayoutVizDSL"]),
        // swift-snapshot-testing strategies (.png, .svg, .frames) for DSL views and JSON trees, on Linux.
        .library(name: "LayoutVizSnapshotTesting", targets: ["LayoutVizSnapshotTesting"]),
        .executable(name: "layoutviz", targets: ["layoutviz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // SHA-256 for content hashes (LayoutRender's SHA256Hasher).
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // `layoutviz preview`'s HTTP and WebSocket server (LayoutPreview); no traits: neither
        // swift-configuration nor the full-Foundation extras are used.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // Pure Swift: geometry, the view model, the Layout protocol, every layout rule, the engine.
        .target(name: "LayoutCore", swiftSettings: instrumented),
        // The JSON tree format (with positions for error messages) -> ViewNode; frames JSON out.
        .target(name: "LayoutJSON", dependencies: ["LayoutCore"], swiftSettings: instrumented),
        // LayoutResult -> DisplayList -> SVG. Pure Swift.
        .target(name: "LayoutRender", dependencies: ["LayoutCore", .product(name: "Crypto", package: "swift-crypto")],
                swiftSettings: instrumented),
        // All C lives behind these two targets.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .target(name: "PangoCairoBackend", dependencies: ["LayoutCore", "LayoutRender", "CPangoCairo"],
                swiftSettings: instrumented),
        // The one pipeline: front ends, viewport, fonts, layout, relayout, display list, encoding, the batch
        // runner and the reference-check engine. The CLI, the DSL, the snapshot strategies and the bench use it.
        .target(name: "LayoutPipeline", dependencies: ["LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend"],
                swiftSettings: instrumented),
        // The Swift API: a result-builder DSL with SwiftUI's names building the same ViewNode tree as the JSON
        // format, and render/layout functions through the pipeline.
        .target(name: "LayoutVizDSL", dependencies: ["LayoutCore", "LayoutJSON", "LayoutRender", "LayoutPipeline"]),
        // SwiftUI source in: .swift files parsed with SwiftParser and interpreted into the JSON format's tree
        // (docs/swift-source.md).
        .target(name: "LayoutSwiftSource", dependencies: [
            "LayoutCore", "LayoutJSON", "LayoutPipeline",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ], swiftSettings: instrumented),
        // The fuzz tool (docs/limits.md, "Fuzzing"): libFuzzer targets over the decoder, expressions, the Swift
        // interpreter, layout, explain and both image formats; without libFuzzer it seeds corpora and replays.
        .executableTarget(name: "layoutviz-fuzz", dependencies: [
            "LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend", "LayoutPipeline",
        ] + (fuzzesSwift ? ["LayoutSwiftSource"] : []), path: "Sources/LayoutFuzz",
           swiftSettings: instrumented + (libFuzzer ? [.define("LIBFUZZER")] : [])
               + (fuzzesSwift ? [.define("FUZZ_SWIFT")] : []),
           linkerSettings: libFuzzer ? [.unsafeFlags(["-sanitize=fuzzer"])] : []),
        .target(name: "LayoutVizSnapshotTesting", dependencies: [
            "LayoutVizDSL", "LayoutJSON", "LayoutRender", "LayoutPipeline", "PangoCairoBackend",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // `layoutviz preview`: the inspector of each input served on 127.0.0.1, updated in place over a
        // WebSocket when an input changes (docs/preview.md). Relayout goes through LayoutPipeline.
        .target(name: "LayoutPreview", dependencies: [
            "LayoutCore", "LayoutJSON", "LayoutPipeline",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "layoutviz", dependencies: [
            "LayoutCore", "LayoutSwiftSource", "LayoutJSON", "LayoutRender", "PangoCairoBackend", "LayoutPipeline",
            "LayoutPreview",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // glibc's malloc.h, for the benchmark's heap figure.
        .systemLibrary(name: "CMallocInfo", path: "Sources/CMallocInfo"),
        .executableTarget(name: "layoutviz-bench", dependencies: [
            "LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend", "LayoutPipeline", "CMallocInfo", "LayoutSwiftSource",
        ], path: "Sources/Bench"),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "LayoutJSONTests", dependencies: ["LayoutCore", "LayoutJSON"]),
        .testTarget(name: "LayoutRenderTests", dependencies: ["LayoutCore", "LayoutRender"]),
        .testTarget(name: "PangoCairoBackendTests", dependencies: ["LayoutCore", "LayoutRender", "PangoCairoBackend"]),
        .testTarget(name: "FixtureTests", dependencies: [
            "LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend", "LayoutPipeline", "LayoutSwiftSource",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax")]),
        .testTarget(name: "LayoutPipelineTests", dependencies: [
            "LayoutPipeline", "LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend"]),
        .testTarget(name: "CLITests", dependencies: ["LayoutCore", "LayoutJSON"]),
        .testTarget(name: "LayoutVizDSLTests", dependencies: [
            "LayoutVizDSL", "LayoutCore", "LayoutJSON", "LayoutRender", "PangoCairoBackend"]),
        .testTarget(name: "LayoutSwiftSourceTests", dependencies: [
            "LayoutSwiftSource", "LayoutCore", "LayoutJSON", "LayoutPipeline"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview"]),
        .testTarget(name: "LayoutVizSnapshotTestingTests", dependencies: [
            "LayoutVizSnapshotTesting", "LayoutVizDSL", "LayoutPipeline", "LayoutJSON", "LayoutRender", "PangoCairoBackend",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
    ]
)
