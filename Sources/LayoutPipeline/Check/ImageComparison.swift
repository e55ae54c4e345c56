import Foundation
import LayoutRender

/// How images are compared (docs/regression.md, "Comparing images"): the per-pixel tolerance and how many
/// differing pixels pass.
public struct ImageComparison: Sendable, Hashable {
    public var threshold: Double
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?

    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    public var budget: DiffBudget { DiffBudget(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio) }
    public var pixelOptions: PixelDiff.Options { PixelDiff.Options(threshold: threshold) }

    /// "152 of 2400 pixels differ (6.333%), 4 anti-aliased ignored; allowed: 0"
    public func describe(_ r: PixelDiff.Result) -> String {
        var s = "\(r.differentPixels) of \(r.totalPixels) pixels differ (\(Self.percent(r.ratio)))"
        if r.antiAliasedPixels > 0 { s += ", \(r.antiAliasedPixels) anti-aliased ignored" }
        var allowed: [String] = []
        if let maxDiffPixels { allowed.append("\(maxDiffPixels) pixels") }
        if let maxDiffRatio { allowed.append(Self.percent(maxDiffRatio)) }
        return s + "; allowed: " + (allowed.isEmpty ? "0" : allowed.joined(separator: " and "))
    }

    /// A ratio as a percentage with at most 3 decimals: 0.0633333 -> "6.333%".
    public static func percent(_ ratio: Double) -> String {
        let thousandths = Int((ratio * 100_000).rounded())
        var s = "\(thousandths / 1000)"
        var frac = String(thousandths % 1000)
        while frac.count < 3 { frac = "0" + frac }
        while frac.hasSuffix("0") { frac.removeLast() }
        if !frac.isEmpty { s += "." + frac }
        return s + "%"
    }
}
