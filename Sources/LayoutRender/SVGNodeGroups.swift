import Foundation
import LayoutCore

/// `render --node-groups` (docs/inspector.md, "Node groups in SVG"): after the drawing, one invisible group
/// per laid-out node, nested as the tree is, so a page or a script can find a view in the SVG:
///
///     <g id="layoutviz-nodes" fill="none" stroke="none">
///       <g id="node-0" data-path="0" data-kind="padding" data-id="pad" data-frame="0 0 360 140"
///          data-proposal="360 140"><title>padding #pad: 0, 0, 360 × 140</title>
///         <rect x="0" y="0" width="360" height="140"/>
///         <g id="node-0.0" ...>...</g>
///       </g>
///     </g>
///
/// Element ids are `node-<path>` (paths as in `explain`: depth-first, `0.1.2`), unique whatever the input's ids;
/// the input's id is `data-id`. Frames are in the SVG's coordinates (shifted by the margin); a proposal's
/// unspecified dimension is `nil`, an infinite one `inf`. The rects draw nothing (no fill, no stroke). Written
/// iteratively: any depth.
public enum SVGNodeGroups {
    /// `svg` with the groups inserted before its closing `</svg>`.
    public static func insert(into svg: String, root: PlacedNode, margin: CGFloat) -> String {
        guard let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
        return String(svg[..<end.lowerBound]) + groups(root, margin: margin) + String(svg[end.lowerBound...])
    }

    static func groups(_ root: PlacedNode, margin: CGFloat) -> String {
        var out = "  <g id=\"layoutviz-nodes\" fill=\"none\" stroke=\"none\">\n"
        var stack: [(node: PlacedNode, path: String, depth: Int, opened: Bool)] = [(root, "0", 2, false)]
        while let top = stack.popLast() {
            let pad = String(repeating: "  ", count: top.depth)
            if top.opened { out += pad + "</g>\n"; continue }
            let n = top.node, f = n.frame.offsetBy(dx: margin, dy: margin)
            let frame = [f.minX, f.minY, f.width, f.height].map(number).joined(separator: " ")
            let proposal = [n.proposal.width, n.proposal.height].map { $0.map(number) ?? "nil" }.joined(separator: " ")
            let title = n.kind + (n.id.map { " #" + $0 } ?? "") + ": " + number(f.minX) + ", " + number(f.minY)
                + ", " + number(f.width) + " × " + number(f.height)
            out += pad + "<g id=\"node-\(top.path)\" data-path=\"\(top.path)\" data-kind=\"" + XMLText.escape(n.kind) + "\""
                + (n.id.map { " data-id=\"" + XMLText.escape($0) + "\"" } ?? "")
                + " data-frame=\"\(frame)\" data-proposal=\"\(proposal)\"><title>" + XMLText.escape(title) + "</title>\n"
            out += pad + "  <rect x=\"\(number(f.minX))\" y=\"\(number(f.minY))\" width=\"\(number(f.width))\" "
                + "height=\"\(number(f.height))\"/>\n"
            stack.append((n, top.path, top.depth, true))
            for (i, child) in n.children.enumerated().reversed() {
                stack.append((child, top.path + "." + String(i), top.depth + 1, false))
            }
        }
        return out + "  </g>\n"
    }

    static func number(_ v: CGFloat) -> String {
        v.isFinite ? NumberFormat.decimal(v) : (v > 0 ? "inf" : v < 0 ? "-inf" : "nan")
    }
}
