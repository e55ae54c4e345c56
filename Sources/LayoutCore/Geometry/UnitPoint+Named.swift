import Foundation

/// SwiftUI's named unit points (anchors of `rotationEffect`, `scaleEffect`, `place(at:anchor:proposal:)`).
extension UnitPoint {
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The names the tree format accepts for anchors, as SwiftUI spells them.
    public static let named: [(String, UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
}
