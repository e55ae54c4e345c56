import Foundation
import LayoutCore
import Testing
@testable import LayoutRender

/// `PathGeometry`: SwiftUI's Path operations flattened to move/line/cubic/close (docs/semantics.md §3.1).
@Suite("Path geometry")
struct PathGeometryTests {
    @Test("arc sweeps: clockwise false grows the angle, clockwise true shrinks it")
    func sweeps() {
        #expect(PathGeometry.arcSweep(from: -90, to: 180, clockwise: false) == 270)
        #expect(PathGeometry.arcSweep(from: -90, to: 180, clockwise: true) == -90)
        #expect(PathGeometry.arcSweep(from: 0, to: 360, clockwise: false) == 360)
        #expect(PathGeometry.arcSweep(from: 0, to: 0, clockwise: true) == 0)
    }

    @Test("an arc after a point starts with a line to its start; a line without a current point moves")
    func currentPoint() {
        let s = PathGeometry.segments([.addLine(to: CGPoint(x: 1, y: 1)),
                                       .addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 90,
                                               clockwise: false)], origin: CGPoint(x: 100, y: 0))
        #expect(s.first == .move(CGPoint(x: 101, y: 1)))
        #expect(s[1] == .line(CGPoint(x: 115, y: 10)))
        guard case .curve(let end, _, _) = s[2] else { Issue.record("no curve"); return }
        #expect(abs(end.x - 110) < 1e-9 && abs(end.y - 15) < 1e-9)  // clockwise on screen: down from the right
        #expect(s.count == 3)
    }

    @Test("a quadratic curve is the equivalent cubic; addRect is a closed subpath")
    func quadAndRect() {
        let s = PathGeometry.segments([.move(to: .zero), .addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30)),
                                       .addRect(CGRect(x: 0, y: 0, width: 2, height: 2))], origin: .zero)
        guard case .curve(let to, let c1, let c2) = s[1] else { Issue.record("no curve"); return }
        func near(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }
        #expect(near(to, 30, 0) && near(c1, 10, 20) && near(c2, 20, 20))
        #expect(s.suffix(5) == [.move(.zero), .line(CGPoint(x: 2, y: 0)), .line(CGPoint(x: 2, y: 2)), .line(CGPoint(x: 0, y: 2)), .close])
    }
}
