import Foundation
import LayoutJSON

/// `Text(value, format: .number)`: Foundation's number format styles, as an iPhone set to English (US) writes
/// them (docs/swift-source.md, "Formatted values"). The text is formatted here, once, so the tree holds the
/// string the device would show.
///
/// - `.number`: grouping separators ("7,421"); a `Double` with up to three fraction digits, rounded half-even
///   (NumberFormatter's decimal style, which the style uses).
/// - `.number.precision(.fractionLength(n))` (or `n...m`): exactly n (at least n, at most m) fraction digits.
/// - `.number.grouping(.never)`: no separators. `.percent` takes the value as a fraction (0.742 is 74.2%).
enum FormatStyles {
    static func format(_ value: Value, style: Value, _ it: Interpreter, at p: SourcePosition) throws(InputDiagnostic) -> String {
        let number: Double
        var isInteger = false
        switch value {
        case .int(let i): number = Double(i); isInteger = true
        case .double(let d): number = d
        default:
            throw it.error("Text(_:format:) formats numbers here; got \(value.typeDescription)", at: p)
        }
        guard case .symbol(let s) = style, s.base == nil, let name = s.name, name == "number" || name == "percent" else {
            throw it.error("Text(_:format:) supports .number and .percent (with .precision and .grouping)", at: p)
        }
        var minFraction = 0, maxFraction = isInteger ? 0 : 3
        var grouping = true
        for step in s.chain {
            switch (step.name, step.arguments.first?.value) {
            case ("precision", .symbol(let p)?) where p.name == "fractionLength":
                switch p.arguments?.first?.value {
                case .int(let n)?: minFraction = n; maxFraction = n
                case .range(let lower?, let upper?, _)?:  // `upper` is exclusive for both range forms
                    minFraction = lower; maxFraction = upper - 1
                default: throw it.error(".fractionLength takes a number or a range of numbers", at: p.position)
                }
            case ("grouping", .symbol(let g)?) where g.name == "never" || g.name == "automatic":
                grouping = g.name != "never"
            default:
                throw it.error("unsupported number format option .\(step.name)(...)", at: p)
            }
        }
        guard (0...15).contains(minFraction), (minFraction...15).contains(maxFraction) else {
            throw it.error("fraction length out of range 0...15", at: p)
        }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = name == "percent" ? .percent : .decimal
        formatter.minimumFractionDigits = minFraction
        formatter.maximumFractionDigits = maxFraction
        formatter.roundingMode = .halfEven
        formatter.usesGroupingSeparator = grouping
        let shown = name == "percent" && isInteger ? number / 100 : number
        guard shown.isFinite, let text = formatter.string(from: NSNumber(value: shown)) else {
            throw it.error("cannot format \(number)", at: p)
        }
        return text
    }
}
