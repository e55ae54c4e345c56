import CPangoCairo
import Foundation
import LayoutCore
import LayoutRender

/// Gradients on a cairo context (docs/rendering.md, "Gradients"): linear ones as Cairo's linear pattern, radial
/// and elliptical ones as a radial pattern from the centre with the stops of `RadialStops` (an elliptical one
/// through the pattern's matrix), padded beyond the ends as SwiftUI does. Cairo has no conic gradient: an angular
/// one is a mesh pattern of thin sectors (`AngularSweep`, at most 2 degrees each, colours interpolated along
/// each), clipped to the shape. Cairo interpolates the stops' sRGB components, as SVG does.
extension CairoPainter {
    /// The largest angle of one mesh sector of an angular gradient, in degrees.
    static let sectorStep = 2.0

    func gradient(_ shape: DisplayShape, _ style: GradientStyle, frame: CGRect) {
        guard let pattern = Self.pattern(style.geometry(in: frame), shape: shape, frame: frame) else { return }
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return }
        path(shape)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    private static func pattern(_ geometry: GradientGeometry, shape: DisplayShape, frame: CGRect) -> OpaquePointer? {
        switch geometry {
        case .linear(let stops, let a, let b):
            if a == b { return solid(stops.last?.color) }
            guard let p = cairo_pattern_create_linear(Double(a.x), Double(a.y), Double(b.x), Double(b.y)) else { return nil }
            add(stops.map { ($0.location, $0.color) }, to: p)
            return p
        case .radial(let stops, let c, let r0, let r1, let scaleY):
            let outer = max(r0, r1)
            guard outer > 0, scaleY > 0 else { return solid(stops.last?.color) }
            guard let p = cairo_pattern_create_radial(Double(c.x), Double(c.y), 0, Double(c.x), Double(c.y),
                                                       Double(outer)) else { return nil }
            add(RadialStops.offsets(stops, startRadius: r0, endRadius: r1), to: p)
            if scaleY != 1 {
                // Pattern space = user space squeezed back to a circle about the centre.
                var m = cairo_matrix_t()
                cairo_matrix_init(&m, 1, 0, 0, 1 / Double(scaleY), 0, Double(c.y) - Double(c.y) / Double(scaleY))
                cairo_pattern_set_matrix(p, &m)
            }
            cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
            return p
        case .angular(let stops, let c, let a0, let a1):
            guard let p = cairo_pattern_create_mesh() else { return nil }
            let radius = SectorGeometry.reach(from: c, covering: frame, shape: shape)
            for piece in AngularSweep.pieces(Gradient(stops: stops), startAngle: a0, endAngle: a1, maxStep: sectorStep) {
                let (q0, q1) = SectorGeometry.chord(center: c, radius: radius, from: piece.from, to: piece.to)
                cairo_mesh_pattern_begin_patch(p)
                cairo_mesh_pattern_move_to(p, Double(c.x), Double(c.y))
                cairo_mesh_pattern_line_to(p, Double(q0.x), Double(q0.y))
                cairo_mesh_pattern_line_to(p, Double(q1.x), Double(q1.y))
                cairo_mesh_pattern_line_to(p, Double(c.x), Double(c.y))
                corner(p, 0, piece.fromColor); corner(p, 1, piece.fromColor)
                corner(p, 2, piece.toColor); corner(p, 3, piece.toColor)
                cairo_mesh_pattern_end_patch(p)
            }
            return p
        }
    }

    private static func solid(_ color: Color?) -> OpaquePointer? {
        guard let c = color else { return nil }
        return cairo_pattern_create_rgba(c.red, c.green, c.blue, c.opacity)
    }

    private static func add(_ stops: [(Double, Color)], to p: OpaquePointer) {
        for (offset, c) in stops { cairo_pattern_add_color_stop_rgba(p, offset, c.red, c.green, c.blue, c.opacity) }
        cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
    }

    private static func corner(_ p: OpaquePointer, _ i: UInt32, _ c: Color) {
        cairo_mesh_pattern_set_corner_color_rgba(p, i, c.red, c.green, c.blue, c.opacity)
    }
}
