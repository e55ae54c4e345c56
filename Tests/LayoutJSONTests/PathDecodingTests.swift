import Foundation
import LayoutCore
@testable import LayoutJSON
import Testing

/// Custom shapes in the format (docs/format.md, "Path, Shape"): operations read, `rect` evaluated for the
/// frame's size, errors located with did-you-mean.
@Suite("Path and Shape decoding")
struct PathDecodingTests {
    static let triangle = #"{"Shape": {"name": "Triangle", "path": [{"move": {"x": "rect.midX", "y": "rect.minY"}}, "#
        + #"{"addLine": {"x": "rect.maxX", "y": "rect.maxY"}}, {"addLine": {"x": "rect.minX", "y": "rect.maxY"}}, {"closeSubpath": {}}]}}"#

    @Test("a Shape's rect members are evaluated for the size it is drawn at")
    func rectMembers() throws {
        guard case .shape(.path(let path)) = try TestInput.root(Self.triangle).kind else {
            Issue.record("not a path shape"); return
        }
        #expect(path.elements(in: CGSize(width: 60, height: 40)) == [
            .move(to: CGPoint(x: 30, y: 0)), .addLine(to: CGPoint(x: 60, y: 40)), .addLine(to: CGPoint(x: 0, y: 40)),
            .closeSubpath])
        #expect(path.elements(in: CGSize(width: 10, height: 10)).first == .move(to: CGPoint(x: 5, y: 0)))
    }

    @Test("a Path's operations, with arcs in degrees and clockwise defaulting to false")
    func pathOperations() throws {
        let json = #"{"Path": [{"addArc": {"center": {"x": 5, "y": 5}, "radius": 5, "startAngle": {"degrees": 0}, "#
            + #""endAngle": {"radians": 0}}}, {"addRoundedRect": {"rect": {"x": 0, "y": 0, "width": 4, "height": 4}, "#
            + #""cornerSize": {"width": 1, "height": 2}}}]}"#
        guard case .shape(.path(let path)) = try TestInput.root(json).kind else { Issue.record("not a path"); return }
        #expect(path.elements(in: .zero) == [
            .addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 0, clockwise: false),
            .addRoundedRect(CGRect(x: 0, y: 0, width: 4, height: 4), cornerSize: CGSize(width: 1, height: 2))])
    }

    @Test("errors: unknown operation, rect member, rect in a Path, bad shape name")
    func errors() {
        #expect(TestInput.error(#"{"Path": [{"addLin": {"x": 0, "y": 0}}]}"#)
                == #"tree.json:1:12: root.Path[0].addLin: unknown path operation "addLin"; did you mean "addLine"?"#)
        #expect(TestInput.error(#"{"Shape": {"name": "T", "path": [{"move": {"x": "rect.midx", "y": 0}}]}}"#)?
                    .contains(#""rect.midx" is not a number of the shape's rectangle; did you mean "rect.midX"?"#) == true)
        #expect(TestInput.error(#"{"Path": [{"move": {"x": "rect.midX", "y": 0}}]}"#)?.contains("unknown name \"rect\"") == true)
        #expect(TestInput.error(#"{"Shape": {"name": "my shape", "path": []}}"#)?.contains("a shape's name is a Swift type name") == true)
        #expect(TestInput.error(#"{"Path": [{"move": {"x": 0, "y": 0}, "addLine": {"x": 1, "y": 1}}]}"#)?
                    .contains("an object with one path operation") == true)
    }
}
