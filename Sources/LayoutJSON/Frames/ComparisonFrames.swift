import Foundation
import LayoutCore

/// The frames output of a comparison sheet (docs/format.md, "Comparison sheets"): one frame dump per panel,
/// in panel order, each with its caption first and its frames in the panel's own canvas (as the panel's own
/// document would give them):
///
///     {
///       "compare": [
///         {
///           "caption": "padding, then background",
///           "canvas": {"width": 120, "height": 49},
///           "root": {...}
///         }
///       ]
///     }
public enum ComparisonFrames {
    public static func encode(_ panels: [(caption: String, result: LayoutResult)]) -> String {
        var out = "{\n  \"compare\": ["
        for (i, panel) in panels.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            let dump = FramesJSON.encode(panel.result)
            var lines = dump.components(separatedBy: "\n")
            // lines[0] is "{": the caption goes right after it.
            lines.insert("  \"caption\": " + Quote.json(panel.caption, limit: .max) + ",", at: 1)
            out += lines.map { "    " + $0 }.joined(separator: "\n")
        }
        return out + "\n  ]\n}"
    }
}
