import Foundation
import LayoutCore
import LayoutJSON

/// The command line's spelling of viewport values (docs/rendering.md, "Viewport"):
/// `--canvas WxH` (W and H numbers from 1 to 10000), `--proposal WxH` (each a number from 0 to 10000, `nil`
/// or `inf`, e.g. `320xnil`), `--safe-area T,L,B,R` (numbers from 0 to 10000; top, leading, bottom,
/// trailing) and `--device NAME`. A malformed value is a one-line usage error with the expected form.
public enum ViewportArguments {
    /// All four options at once; nil arguments leave the source's values.
    public static func overrides(canvas: String?, proposal: String?, safeArea: String?, device: String?)
        throws(PipelineError) -> ViewportOverrides {
        ViewportOverrides(canvas: try canvas.map { s throws(PipelineError) in try parseCanvas(s) },
                          proposal: try proposal.map { s throws(PipelineError) in try parseProposal(s) },
                          safeArea: try safeArea.map { s throws(PipelineError) in try parseSafeArea(s) },
                          device: try device.map { s throws(PipelineError) in try DeviceCatalog.parse(s) })
    }

    static let maxSide = CGFloat(FormatLimits.maxCanvasSide)

    static func number(_ s: Substring) -> CGFloat? {
        let t = s.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.allSatisfy({ $0.isNumber || $0 == "." }), let v = Double(t), v.isFinite else { return nil }
        return CGFloat(v)
    }

    static func pair(_ s: String) -> (Substring, Substring)? {
        let parts = s.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    public static func parseCanvas(_ s: String) throws(PipelineError) -> CGSize {
        let usage = PipelineError.usage("--canvas: expected WxH, two numbers of points from 1 to 10000 "
                                        + "(e.g. --canvas 390x844), got \"\(s)\"")
        guard let (a, b) = pair(s.lowercased()), let w = number(a), let h = number(b) else { throw usage }
        guard w > 0, h > 0, w <= maxSide, h <= maxSide else { throw usage }
        return CGSize(width: w, height: h)
    }

    public static func parseProposal(_ s: String) throws(PipelineError) -> ProposedViewSize {
        let usage = PipelineError.usage("--proposal: expected WxH, each a number of points from 0 to 10000, nil or "
                                        + "inf (e.g. --proposal 320xnil), got \"\(s)\"")
        func side(_ t: Substring) throws(PipelineError) -> CGFloat? {
            switch t.trimmingCharacters(in: .whitespaces) {
            case "nil": return nil
            case "inf", "infinity": return .infinity
            default:
                guard let v = number(t), v <= maxSide else { throw usage }
                return v
            }
        }
        guard let (a, b) = pair(s.lowercased()) else { throw usage }
        return ProposedViewSize(width: try side(a), height: try side(b))
    }

    public static func parseSafeArea(_ s: String) throws(PipelineError) -> EdgeInsets {
        let parts = s.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { number($0) }.filter { $0 <= maxSide }
        guard parts.count == 4, values.count == 4 else {
            throw PipelineError.usage("--safe-area: expected T,L,B,R, four numbers of points from 0 to 10000 (top, "
                                      + "leading, bottom, trailing; e.g. --safe-area 59,0,34,0), got \"\(s)\"")
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}
