import Foundation
import Testing

/// A committed golden file compared byte for byte: a difference is an issue with the actual bytes written under
/// .build/fixture-artifacts/<artifacts>/ (or the golden rewritten with LAYOUTVIZ_RECORD=all); a missing golden is
/// recorded (never under CI).
enum GoldenFiles {
    static func check(_ actual: Data, at url: URL, name: String, artifacts folder: String) throws {
        if let expected = try? Data(contentsOf: url) {
            guard expected != actual else { return }
            if FixtureTests.recordMode == .all { try actual.write(to: url) }
            let artifacts = FixtureTests.root.deletingLastPathComponent()
                .appendingPathComponent(".build/fixture-artifacts/\(folder)")
            try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try? actual.write(to: artifacts.appendingPathComponent(url.lastPathComponent))
            Issue.record("\(name): \(url.lastPathComponent) differs; actual written to \(artifacts.path)")
        } else if FixtureTests.recordMode != .none {
            try actual.write(to: url)
            Issue.record("\(name): recorded \(url.lastPathComponent); look at it and re-run")
        } else {
            Issue.record("\(name): \(url.lastPathComponent) is missing")
        }
    }
}
