import Foundation
import LayoutCore
import LayoutSwiftSource
import Testing

/// Every ```swift block of docs/swift-source.md loads as a module whose previews lay out; every ```swift-invalid
/// block fails with the line in the ```text block after it (the file is named View.swift).
@Suite struct DocsTests {
    static let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/swift-source.md")

    static func blocks(_ kind: String) -> [(code: String, expected: String?)] {
        guard let text = try? String(contentsOf: doc, encoding: .utf8) else { return [] }
        var out: [(String, String?)] = []
        var current: [String]?
        var currentKind = ""
        var pendingInvalid: String?
        for line in text.components(separatedBy: "\n") {
            let t = line.trimmingCharacters(in: .whitespaces)
            if current == nil, t.hasPrefix("```"), t.count > 3 {
                current = []
                currentKind = String(t.dropFirst(3))
            } else if current != nil, t == "```" {
                let body = (current ?? []).joined(separator: "\n")
                if currentKind == kind, kind == "swift" { out.append((body, nil)) }
                if currentKind == "swift-invalid" { pendingInvalid = body }
                if currentKind == "text", kind == "swift-invalid", let code = pendingInvalid {
                    out.append((code, body))
                    pendingInvalid = nil
                }
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return out
    }

    @Test func swiftBlocksRender() throws {
        let examples = Self.blocks("swift")
        #expect(examples.count >= 5)
        for (code, _) in examples {
            let figures = try SwiftTest.module(code).previews()
            #expect(!figures.isEmpty)
            for f in figures {
                #expect(f.warnings.isEmpty, "\(f.warnings)")
                var d = f.document
                d.canvas = CGSize(width: 320, height: 480)
                _ = SwiftTest.engine.layout(d)
                #expect(f.layoutErrors.isEmpty, "\(f.layoutErrors)")
            }
        }
    }

    @Test func invalidBlocksGiveTheirMessages() {
        let examples = Self.blocks("swift-invalid")
        #expect(!examples.isEmpty)
        for (code, expected) in examples {
            #expect(SwiftTest.error(code) == expected)
        }
    }
}
