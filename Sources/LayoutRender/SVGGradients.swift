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
            openDefinition("<defs><linearGradient id=\"", id)
            attribute(" x1=\"", a.x)
            attribute(" y1=\"", a.y)
            attribute(" x2=\"", b.x)
            attribute(" y2=\"", b.y)
            put(">\n")
            writeStops(stops.map { ($0.location, $0.color) })
            line("</linearGradient></defs>")
            fillWithGradient(shape, id)
        case .radial(let stops, let c, let r0, let r1, let scaleY):
            let outer = max(r0, r1)
            guard outer > 0, scaleY > 0 else { return solid(shape, stops.last?.color) }
            let id = nextGradientID()
            openDefinition("<defs><radialGradient id=\"", id)
            attribute(" cx=\"", c.x)
            attribute(" cy=\"", c.y)
            attribute(" r=\"", outer)
            if scaleY != 1 {
                put(" gradientTransform=\"matrix(1 0 0 ")
                num(scaleY)
                put(" 0 ")
                num(c.y * (1 - scaleY))
                put(")\"")
            }
            put(">\n")
            writeStops(RadialStops.offsets(stops, startRadius: r0, endRadius: r1))
            line("</radialGradient></defs>")
            fillWithGradient(shape, id)
        case .angular(let stops, let c, let a0, let a1):
            let pieces = AngularSweep.pieces(Gradient(stops: stops), startAngle: a0, endAngle: a1, maxStep: Self.sectorStep)
            let reach = SectorGeometry.reach(from: c, covering: frame, shape: shape)
            let id = String(clipCount)
            clipCount += 1
            indent()
            put("<clipPath id=\"clip")
            put(id)
            put("\">")
            self.shape(shape)
            put("/></clipPath>\n")
            indent()
            put("<g clip-path=\"url(#clip")
            put(id)
            put(")\">\n")
            for (i, p) in pieces.enumerated() {
                // Each sector but the last reaches a little into the next, which is drawn over it.
                let overlap = i + 1 < pieces.count ? Self.sectorStep / 4 : 0
                let (q0, q1) = SectorGeometry.chord(center: c, radius: reach, from: p.from, to: p.to + overlap)
                let color = p.fromColor.mixed(with: p.toColor, by: 0.5)
                indent()
                put("  <path d=\"M")
                num(c.x); put(" "); num(c.y)
                put("L")
                num(q0.x); put(" "); num(q0.y)
                put("L")
                num(q1.x); put(" "); num(q1.y)
                put("Z\"")
                paint(.fill, color)
                put("/>\n")
            }
            line("</g>")
        }
    }

    /// The start of a gradient's element up to its user-space units (its geometry attributes follow).
    private mutating func openDefinition(_ opening: StaticString, _ id: String) {
        indent()
        put(opening)
        put(id)
        put("\" gradientUnits=\"userSpaceOnUse\"")
    }

    private mutating func nextGradientID() -> String {
        defer { gradientCount += 1 }
        return "gradient\(gradientCount)"
    }

    /// The shape filled with the gradient `id`.
    private mutating func fillWithGradient(_ shape: DisplayShape, _ id: String) {
        indent()
        self.shape(shape)
        put(" fill=\"url(#")
        put(id)
        put(")\"/>\n")
    }

    private mutating func solid(_ shape: DisplayShape, _ color: Color?) {
        guard let color, color.opacity > 0 else { return }
        indent()
        self.shape(shape)
        paint(.fill, color)
        put("/>\n")
    }

    private mutating func writeStops(_ stops: [(Double, Color)]) {
        for (offset, c) in stops {
            indent()
            put("  <stop")
            attribute(" offset=\"", CGFloat(offset))
            put(" stop-color=\"")
            c.appendHexRGB(to: &out)
            put("\"")
            if c.opacity < 1 { attribute(" stop-opacity=\"", CGFloat(max(0, c.opacity))) }
            put("/>\n")
        }
    }
}
