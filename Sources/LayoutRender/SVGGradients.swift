import Foundation
import LayoutCore

/// Gradients in SVG (docs/rendering.md, "Gradients"). Linear and radial gradients are SVG 1.1 gradients in user
/// space (`gradientUnits="userSpaceOnUse"`, padded), defined in a `<defs>` right before the shape that uses them,
/// ids `gradient0`, `gradient1`, ... in document order. A radial gradient's start radius becomes its stops'
/// offsets (`r` is the larger radius; SVG 1.1 has no inner radius), an elliptical one a `gradientTransform`.
/// SVG has no angular gradient: it is drawn as sectors of at most one degree about its centre, each in the colour
/// at its middle angle and reaching slightly into the next one (no hairline seams), clipped to the shape.
extension SVGWriter {
    /// The largest angle of one sector of an angular gradient, in degrees.
    static let sectorStep = 1.0

    mutating func writeGradient(_ shape: DisplayShape, _ style: GradientStyle, frame: CGRect) {
        switch style.geometry(in: frame) {
        case .linear(let stops, let a, let b):
            guard a != b else { return solid(shape, stops.last?.color) }
            let id = nextGradientID()
            line("<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.num(a.x))\" "
                 + "y1=\"\(Self.num(a.y))\" x2=\"\(Self.num(b.x))\" y2=\"\(Self.num(b.y))\">")
            writeStops(stops.map { ($0.location, $0.color) })
            line("</linearGradient></defs>")
            line(Self.shape(shape) + " fill=\"url(#\(id))\"/>")
        case .radial(let stops, let c, let r0, let r1, let scaleY):
            let outer = max(r0, r1)
            guard outer > 0, scaleY > 0 else { return solid(shape, stops.last?.color) }
            let id = nextGradientID()
            var attrs = "cx=\"\(Self.num(c.x))\" cy=\"\(Self.num(c.y))\" r=\"\(Self.num(outer))\""
            if scaleY != 1 {
                attrs += " gradientTransform=\"matrix(1 0 0 \(Self.num(scaleY)) 0 \(Self.num(c.y * (1 - scaleY))))\""
            }
            line("<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(attrs)>")
            writeStops(RadialStops.offsets(stops, startRadius: r0, endRadius: r1))
            line("</radialGradient></defs>")
            line(Self.shape(shape) + " fill=\"url(#\(id))\"/>")
        case .angular(let stops, let c, let a0, let a1):
            let pieces = AngularSweep.pieces(Gradient(stops: stops), startAngle: a0, endAngle: a1, maxStep: Self.sectorStep)
            let reach = SectorGeometry.reach(from: c, covering: frame, shape: shape)
            let id = "clip\(clipCount)"
            clipCount += 1
            line("<clipPath id=\"\(id)\">" + Self.shape(shape) + "/></clipPath>")
            line("<g clip-path=\"url(#\(id))\">")
            for (i, p) in pieces.enumerated() {
                // Each sector but the last reaches a little into the next, which is drawn over it.
                let overlap = i + 1 < pieces.count ? Self.sectorStep / 4 : 0
                let (q0, q1) = SectorGeometry.chord(center: c, radius: reach, from: p.from, to: p.to + overlap)
                let color = p.fromColor.mixed(with: p.toColor, by: 0.5)
                line("  <path d=\"M\(Self.num(c.x)) \(Self.num(c.y))L\(Self.num(q0.x)) \(Self.num(q0.y))"
                     + "L\(Self.num(q1.x)) \(Self.num(q1.y))Z\"" + Self.paint("fill", color) + "/>")
            }
            line("</g>")
        }
    }

    private mutating func nextGradientID() -> String {
        defer { gradientCount += 1 }
        return "gradient\(gradientCount)"
    }

    private mutating func solid(_ shape: DisplayShape, _ color: Color?) {
        guard let color, color.opacity > 0 else { return }
        line(Self.shape(shape) + Self.paint("fill", color) + "/>")
    }

    private mutating func writeStops(_ stops: [(Double, Color)]) {
        for (offset, c) in stops {
            var s = "  <stop offset=\"\(Self.num(CGFloat(offset)))\" stop-color=\"\(c.hexRGB)\""
            if c.opacity < 1 { s += " stop-opacity=\"\(Self.num(CGFloat(max(0, c.opacity))))\"" }
            line(s + "/>")
        }
    }
}
