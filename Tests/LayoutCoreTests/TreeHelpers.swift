import Foundation
import LayoutCore
import Testing

// Tiny builders so tests read like SwiftUI code.
func color(_ name: String = "red", id: String? = nil) -> ViewNode {
    ViewNode(.color(Color.named[name] ?? .black), id: id)
}
func text(_ s: String, id: String? = nil) -> ViewNode { ViewNode(.text(s), id: id) }
func image(_ w: CGFloat, _ h: CGFloat, id: String? = nil) -> ViewNode {
    ViewNode(.image(.placeholder, width: w, height: h), id: id)
}
func spacer(_ minLength: CGFloat? = nil, id: String? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength), id: id) }
func hstack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, id: String? = nil,
            _ c: [ViewNode]) -> ViewNode {
    ViewNode(.hStack(alignment: alignment, spacing: spacing), id: id, children: c)
}
func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, id: String? = nil,
            _ c: [ViewNode]) -> ViewNode {
    ViewNode(.vStack(alignment: alignment, spacing: spacing), id: id, children: c)
}
func zstack(alignment: Alignment = .center, id: String? = nil, _ c: [ViewNode]) -> ViewNode {
    ViewNode(.zStack(alignment: alignment), id: id, children: c)
}

extension ViewNode {
    func padding(_ insets: EdgeInsets, id: String? = nil) -> ViewNode { modifier(.padding(insets), id: id) }
    func padding(_ l: CGFloat = 16, id: String? = nil) -> ViewNode { padding(EdgeInsets(l), id: id) }
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.frame(width: width, height: height, alignment: alignment), id: id)
    }
    func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
               minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
               alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.flexibleFrame(FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                              minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                              alignment: alignment)), id: id)
    }
    func background(_ v: ViewNode, alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.background(alignment: alignment), id: id, secondary: v)
    }
    func overlay(_ v: ViewNode, alignment: Alignment = .center, id: String? = nil) -> ViewNode {
        modifier(.overlay(alignment: alignment), id: id, secondary: v)
    }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    func layoutPriority(_ p: Double) -> ViewNode { modifier(.layoutPriority(p)) }
    func aspectRatio(_ r: CGFloat? = nil, _ mode: ContentMode = .fit, id: String? = nil) -> ViewNode {
        modifier(.aspectRatio(r, contentMode: mode), id: id)
    }
    func offset(x: CGFloat = 0, y: CGFloat = 0, id: String? = nil) -> ViewNode { modifier(.offset(x: x, y: y), id: id) }
    func resizable() -> ViewNode { modifier(.resizable) }
    func font(_ f: FontSpec) -> ViewNode { modifier(.font(f)) }
    func lineLimit(_ n: Int?) -> ViewNode { modifier(.lineLimit(n)) }
}

/// Lays out with the box font (every character 0.5 em wide, line height 1 em) at scale 1.
func layout(_ root: ViewNode, canvas: CGSize? = nil, proposal: ProposedViewSize? = nil,
            scale: CGFloat = 1) -> LayoutResult {
    LayoutEngine(measurer: BoxFont(), scale: scale).layout(root, canvas: canvas, proposal: proposal)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The frame of the node with `id`; fails the test when absent.
func frame(_ r: LayoutResult, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let n = r.root.first(id: id) else {
        Issue.record("no node with id \(id)", sourceLocation: sourceLocation)
        return .null
    }
    return n.frame
}

/// Compares rectangles to 0.001 pt.
func expectFrame(_ r: LayoutResult, _ id: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let f = frame(r, id, sourceLocation: sourceLocation)
    let ok = abs(f.minX - expected.minX) < 0.001 && abs(f.minY - expected.minY) < 0.001
        && abs(f.width - expected.width) < 0.001 && abs(f.height - expected.height) < 0.001
    #expect(ok, "\(id): got \(f), expected \(expected)", sourceLocation: sourceLocation)
}
