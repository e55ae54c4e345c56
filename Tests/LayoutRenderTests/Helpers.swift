import Foundation
import LayoutCore
@testable import LayoutRender

/// Small builders for hand-made laid-out trees.
func node(_ kind: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, paint: Paint? = nil,
          children: [PlacedNode] = [], opacity: Double = 1, clip: ShapeKind? = nil,
          secondaryBelow: Bool = false) -> PlacedNode {
    PlacedNode(kind: kind, id: nil, frame: CGRect(x: x, y: y, width: w, height: h), proposal: .unspecified,
               children: children, paint: paint, opacity: opacity, clip: clip, secondaryBelow: secondaryBelow)
}

func color(_ name: String) -> Color { Color.named[name] ?? .black }

func list(_ root: PlacedNode, canvas: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 2,
          debug: DebugMode = .off, background: Color? = .white) -> DisplayList {
    DisplayList(LayoutResult(canvas: canvas, root: root, scale: scale),
                options: RenderOptions(background: background, debug: debug))
}

/// The fill colours of the list's fill items, in order (to check paint order).
func fillOrder(_ l: DisplayList) -> [Color] {
    l.items.compactMap { if case .fill(_, let c) = $0 { return c } else { return nil } }
}
