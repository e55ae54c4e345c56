import Foundation

/// Markdown in a Text's string literal (docs/swift-source.md, "Text made of runs"): SwiftUI reads
/// `Text("Lisbon, **Portugal**")` as a `LocalizedStringKey`, whose inline Markdown styles runs; a String
/// variable stays verbatim. `**bold**`/`__bold__`, `*italic*`/`_italic_`, `` `code` `` (monospaced), `[text](url)`
/// (the text in the accent colour), `~~strike~~` (struck through). A marker opens only before a non-space and with a closing one (after a non-space) later, as
/// CommonMark's flanking rule says ("3 * 4 * 5" stays text); `_` inside a word is text; a backslash makes the next
/// punctuation character literal; nothing is parsed inside code. The Swift front end reads literals with it
/// (`TextMarkdown`), and the JSON → Swift printer writes `Text(verbatim:)` for a string it would style.
public enum MarkdownRuns {
    public struct Run: Equatable, Sendable {
        public var text: String
        public var bold = false, italic = false, code = false, link = false, strikethrough = false
    }

    /// The runs of `s`, or nil when it has no Markdown to apply.
    public static func parse(_ s: String) -> [Run]? {
        guard s.contains(where: { "*_`[~\\".contains($0) }) else { return nil }
        let chars = Array(s)
        var runs: [Run] = []
        var text = ""
        var bold = false, italic = false, strike = false
        var styled = false
        func flush(code: Bool = false, link: Bool = false) {
            guard !text.isEmpty else { return }
            runs.append(Run(text: text, bold: bold, italic: italic, code: code, link: link, strikethrough: strike))
            text = ""
        }
        /// Whether `marker` occurs again after index `from`.
        func closes(_ marker: [Character], after from: Int) -> Bool {
            var j = from
            while j + marker.count <= chars.count {
                if chars[j] == "\\" { j += 2; continue }
                if Array(chars[j..<(j + marker.count)]) == marker, j > from, !chars[j - 1].isWhitespace { return true }
                j += 1
            }
            return false
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                text.append(chars[i + 1]); i += 2; styled = true; continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush()
                text = String(chars[(i + 1)..<end]); flush(code: true)
                i = end + 1; styled = true; continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count,
               chars[close + 1] == "(", let end = chars[(close + 2)...].firstIndex(of: ")") {
                flush()
                text = String(chars[(i + 1)..<close]); flush(link: true)
                i = end + 1; styled = true; continue
            }
            let pair: [Character] = i + 1 < chars.count && chars[i + 1] == c ? [c, c] : [c]
            if c == "*" || c == "_" || (c == "~" && pair.count == 2) {
                let isBold = pair.count == 2 && c != "~"
                let open = c == "~" ? strike : (isBold ? bold : italic)
                // "_" inside a word (snake_case) is no marker.
                func alnum(_ k: Int) -> Bool { k >= 0 && k < chars.count && (chars[k].isLetter || chars[k].isNumber) }
                let inWord = c == "_" && (open ? alnum(i + pair.count) : alnum(i - 1))
                // CommonMark's flanking: an opening marker is followed by a non-space, a closing one preceded by one.
                let opens = i + pair.count < chars.count && !chars[i + pair.count].isWhitespace
                    && closes(pair, after: i + pair.count)
                if !inWord, open ? !chars[max(0, i - 1)].isWhitespace : opens {
                    flush()
                    if c == "~" { strike.toggle() } else if isBold { bold.toggle() } else { italic.toggle() }
                    i += pair.count; styled = true; continue
                }
            }
            text.append(c)
            i += 1
        }
        flush()
        return styled ? runs : nil
    }
}

