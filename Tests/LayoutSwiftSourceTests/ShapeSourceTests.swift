import Foundation
import LayoutCore
import LayoutJSON
import LayoutSwiftSource
import Testing

/// Custom shapes in Swift source (`Shapes.swift`): a `struct X: Shape` with `path(in:)` lowers to the format's
/// `{"Shape": ...}` with `rect.*` expressions, `Path { path in ... }` to `{"Path": [...]}`, and both lay out
/// like their JSON twins.
@Suite struct ShapeSourceTests {
    /// Shapes as the Swift fixture `Fixtures/swift/custom-shapes` declares them (Triangle, Pie, Sampler).
    static func shapes() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/swift/custom-shapes/CustomShapes.swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func customShapeLowersToTheFormatsShape() throws {
        let f = try SwiftTest.figure("Triangle().fill(.orange).frame(width: 60, height: 60)", in: try Self.shapes())
        #expect(SwiftTest.rootJSON(f) == #"{"Shape": {"name": "Triangle", "path": [{"move": {"x": "rect.midX", "y": "rect.minY"}}, "#
                + #"{"addLine": {"x": "rect.maxX", "y": "rect.maxY"}}, {"addLine": {"x": "rect.minX", "y": "rect.maxY"}}, "#
                + #"{"closeSubpath": {}}]}, "modifiers": [{"fill": "orange"}, {"frame": {"width": 60, "height": 60}}]}"#)
    }

    @Test func everyOperationAndArithmeticOnTheFrame() throws {
        let declarations = """
            struct Sampler: InsettableShape {
                var corner: CGFloat = 8
                func path(in rect: CGRect) -> Path {
                    var p = Path()
                    p.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
                    p.addEllipse(in: CGRect(x: rect.maxX - 30, y: 0, width: 30, height: 20))
                    p.addRoundedRect(in: CGRect(x: 0, y: rect.maxY - 30, width: 30, height: 30), cornerSize: CGSize(width: corner, height: corner))
                    p.move(to: CGPoint(x: 35, y: rect.maxY))
                    p.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control1: CGPoint(x: 40, y: 25), control2: CGPoint(x: rect.maxX - 5, y: 60))
                    p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false)
                    p.addQuadCurve(to: CGPoint(x: 60, y: 50), control: CGPoint(x: 45, y: 0))
                    p.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 15, y: 10)])
                    p.addRect(rect)
                    return p
                }
                func inset(by amount: CGFloat) -> some InsettableShape { self }
            }
            """
        try SwiftTest.expectTwin("Sampler().stroke(Color.purple, lineWidth: 2).frame(width: 70, height: 60)", #"""
            {"Shape": {"name": "Sampler", "path": [
              {"addRect": {"x": 0, "y": 0, "width": 20, "height": 20}},
              {"addEllipse": {"x": "rect.maxX - 30", "y": 0, "width": 30, "height": 20}},
              {"addRoundedRect": {"rect": {"x": 0, "y": "rect.maxY - 30", "width": 30, "height": 30}, "cornerSize": {"width": 8, "height": 8}}},
              {"move": {"x": 35, "y": "rect.maxY"}},
              {"addCurve": {"to": {"x": "rect.maxX", "y": "rect.maxY"}, "control1": {"x": 40, "y": 25}, "control2": {"x": "rect.maxX - 5", "y": 60}}},
              {"addArc": {"center": {"x": "rect.midX", "y": "rect.midY"}, "radius": "min(rect.width, rect.height) / 2", "startAngle": {"degrees": -90}, "endAngle": {"degrees": 180}, "clockwise": false}},
              {"addQuadCurve": {"to": {"x": 60, "y": 50}, "control": {"x": 45, "y": 0}}},
              {"addLines": [{"x": 0, "y": 50}, {"x": 15, "y": 10}]},
              {"addRect": {"x": "rect.minX", "y": "rect.minY", "width": "rect.width", "height": "rect.height"}}
            ]}, "modifiers": [{"stroke": {"color": "purple", "lineWidth": 2}}, {"frame": {"width": 70, "height": 60}}]}
            """#, declarations: declarations)
        let f = try SwiftTest.figure("Sampler()", in: declarations)
        #expect(SwiftTest.rootJSON(f).contains(#"{"addRect": {"x": "rect.minX", "y": "rect.minY", "width": "rect.width", "height": "rect.height"}}"#))
    }

    @Test func pathViewWithAClosure() throws {
        try SwiftTest.expectTwin("""
            Path { path in
                path.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 15, y: 10), CGPoint(x: 30, y: 50)])
                path.addQuadCurve(to: CGPoint(x: 60, y: 50), control: CGPoint(x: 45, y: 0))
            }
            .stroke(Color.green, lineWidth: 3).frame(width: 60, height: 60)
            """, #"""
            {"Path": [{"addLines": [{"x": 0, "y": 50}, {"x": 15, "y": 10}, {"x": 30, "y": 50}]},
                      {"addQuadCurve": {"to": {"x": 60, "y": 50}, "control": {"x": 45, "y": 0}}}],
             "modifiers": [{"stroke": {"color": "green", "lineWidth": 3}}, {"frame": {"width": 60, "height": 60}}]}
            """#)
    }

    @Test func pathErrorsNameTheCall() throws {
        #expect(SwiftTest.error(try Self.shapes().replacingOccurrences(of: "path.closeSubpath()", with: "path.closeSubPath()"),
                                view: "Triangle()")?.contains(#"Path has no method "closeSubPath" in layoutviz; did you mean "closeSubpath"?"#) == true)
        #expect(SwiftTest.error("struct Blob: Shape { var r: CGFloat = 1 }", view: "Blob()")?
            .contains("Blob conforms to Shape but has no `func path(in rect: CGRect) -> Path`") == true)
        #expect(SwiftTest.error("", view: "Path(CGRect(x: 0, y: 0, width: 1, height: 1))")?
            .contains("Path takes no arguments or a closure") == true)
    }
}
