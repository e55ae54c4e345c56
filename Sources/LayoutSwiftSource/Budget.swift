import Foundation

/// The interpreter's bounds (docs/swift-source.md, "Limits"): each one, when exceeded, is a one-line error at
/// the construct that exceeded it, never a crash or a hang.
struct Budget {
    static let maxCallDepth = 200
    static let maxSteps = 1_000_000
    static let maxViews = 20_000
    static let maxCollection = 100_000
    static let maxStringLength = 1_000_000
    static let maxSeconds: Double = 10

    var depth = 0
    var steps = 0
    var views = 0
    var deadline = Date().addingTimeInterval(Budget.maxSeconds)
}
