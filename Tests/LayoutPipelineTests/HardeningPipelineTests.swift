import Foundation
import LayoutPipeline
import Testing

/// Issue 13 in the pipeline: `check a/t.json ../a/t.json --artifacts arts` wrote both trees' artifacts to the
/// same names; inputs over the size limit are refused while reading.
@Suite("Hardening: pipeline")
struct HardeningPipelineTests {
    @Test("artifact directories: inside the working directory mirrored, outside it under _outside/")
    func artifactDirectories() {
        let cwd = (FileManager.default.currentDirectoryPath as NSString).standardizingPath
        let parent = (cwd as NSString).deletingLastPathComponent
        #expect(ArtifactNames.directory(root: "arts", tree: "a/t.json") == "arts/a")
        #expect(ArtifactNames.directory(root: "arts", tree: "t.json") == "arts")
        #expect(ArtifactNames.directory(root: "arts", tree: "../a/t.json") == "arts/_outside" + parent + "/a")
        #expect(ArtifactNames.directory(root: "arts", tree: cwd + "/b/t.json") == "arts/b")
        #expect(ArtifactNames.directory(root: "arts", tree: "a/t.json")
                != ArtifactNames.directory(root: "arts", tree: "../a/t.json"))
    }

    @Test("an input over the size limit is refused while reading, before more than the limit is read")
    func boundedRead() throws {
        let dir = NSTemporaryDirectory() + "layoutviz-bounded-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.json"
        try Data(repeating: 0x20, count: 32 << 20 + 1).write(to: URL(fileURLWithPath: path))
        #expect(throws: PipelineError.self) { try SourceFile.read(path) }
        do { _ = try SourceFile.read(path) } catch {
            #expect(error.message == "\(path): the input is larger than the limit of 33554432 bytes (set "
                    + "LAYOUTVIZ_MAX_INPUT_BYTES to raise it; docs/limits.md)")
        }
    }
}
