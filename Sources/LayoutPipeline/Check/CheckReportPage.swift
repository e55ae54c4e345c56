import Foundation
import LayoutRender

/// `layoutviz check --report report.html` (docs/regression.md, "HTML report"): one self-contained page (inline
/// CSS and script, images as `data:` URIs, no network) for a CI user opening the job's artifacts. A summary
/// (passed, failed, errors, new, updated), then each failure: its messages; the expected, actual and difference
/// images side by side; a comparison of expected and actual (a slider that wipes from one to the other, or
/// onion skin: the actual over the expected at an opacity); and every differing node of the frames with its
/// kind/id path, frame-dump path, what differs, and where the input wrote it. Errors list their message; new and
/// updated references are listed by name. The images are the artifacts `check` wrote; the same run gives the
/// same bytes. Test hooks: `#lv-summary [data-count]`, `.lv-case[data-status]`, `img[data-role]`,
/// `.lv-nodes tr[data-path]`.
extension CheckReport {
    public func html(readFile: (String) -> Data? = { FileManager.default.contents(atPath: $0) }) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<title>layoutviz check: \(failed) failed</title>\n<style>\n" + Self.css + "</style>\n</head>\n<body>\n"
        page += "<h1>layoutviz check</h1>\n<p>" + esc(summary) + "</p>\n<div id=\"lv-summary\">\n"
        for (name, count) in [("passed", passed), ("failed", count(.failed)), ("errors", count(.error)),
                              ("new", count(.new)), ("updated", count(.updated))] {
            page += "<div class=\"lv-tile \(name)\" data-count=\"\(name)\"><b>\(count)</b> \(name)</div>\n"
        }
        page += "</div>\n"
        let failures = results.filter(\.failed)
        if failures.isEmpty { page += "<p class=\"lv-ok\">Every figure matches its references.</p>\n" }
        for (n, r) in failures.enumerated() { page += failure(r, number: n, readFile: readFile) }
        let written = results.filter { $0.status == .new || $0.status == .updated }
        if !written.isEmpty {
            page += "<h2>References written</h2>\n<ul class=\"lv-written\">\n"
            for r in written {
                page += "<li class=\"lv-case\" data-status=\"\(r.status.rawValue)\">" + esc(r.label) + ": "
                    + r.written.map(esc).joined(separator: ", ") + "</li>\n"
            }
            page += "</ul>\n"
        }
        return page + "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
    }

    private func failure(_ r: CaseResult, number: Int, readFile: (String) -> Data?) -> String {
        var out = "<section class=\"lv-case\" data-status=\"\(r.status.rawValue)\" id=\"case-\(number)\">\n"
        out += "<h2><span class=\"lv-badge \(r.status.rawValue)\">\(r.status.rawValue)</span> " + esc(r.label) + "</h2>\n"
        out += "<ul class=\"lv-messages\">" + r.messages.map { "<li>" + esc($0) + "</li>" }.joined() + "</ul>\n"
        let images = Dictionary(r.artifacts.filter { $0.hasSuffix(".png") }.compactMap { path -> (String, String)? in
            guard let role = ["expected", "actual", "diff"].first(where: { path.hasSuffix("-\($0).png") }),
                  let bytes = readFile(path) else { return nil }
            return (role, "data:image/png;base64," + bytes.base64EncodedString())
        }, uniquingKeysWith: { a, _ in a })
        if !images.isEmpty {
            out += "<div class=\"lv-images\">\n"
            for (role, title) in [("expected", "expected"), ("actual", "actual"), ("diff", "difference")] {
                out += "<figure><figcaption>\(title)</figcaption>"
                out += images[role].map { "<img data-role=\"\(role)\" src=\"\($0)\" alt=\"\(title)\">" }
                    ?? "<p class=\"lv-none\">none (\(role == "diff" ? "the sizes differ" : "not written"))</p>"
                out += "</figure>\n"
            }
            out += "</div>\n"
            if let expected = images["expected"], let actual = images["actual"] {
                out += "<div class=\"lv-compare\" data-mode=\"slider\">\n<div class=\"lv-controls\">"
                out += "<label><input type=\"radio\" name=\"mode-\(number)\" value=\"slider\" checked> slider</label> "
                out += "<label><input type=\"radio\" name=\"mode-\(number)\" value=\"onion\"> onion skin</label> "
                out += "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"expected to actual\">"
                out += " <span class=\"lv-hint\">expected ← → actual</span></div>\n"
                out += "<div class=\"lv-stack\"><img class=\"lv-under\" src=\"\(expected)\" alt=\"expected\">"
                out += "<img class=\"lv-over\" src=\"\(actual)\" alt=\"actual\"></div>\n</div>\n"
            }
        }
        if !r.frameDifferences.isEmpty {
            let count = r.frameDifferences.count
            out += "<h3>\(count) differing node\(count == 1 ? "" : "s")</h3>\n<table class=\"lv-nodes\">\n"
            out += "<tr><th>view</th><th>what differs</th><th>written at</th></tr>\n"
            for d in r.frameDifferences {
                out += "<tr data-path=\"" + esc(d.path) + "\"><td><b>" + esc(d.kindPath.isEmpty ? d.path : d.kindPath)
                    + "</b><br><code>" + esc(d.path) + "</code></td><td>" + esc(d.message) + "</td><td>"
                out += d.location.map { "<code>" + esc($0) + "</code>" + (d.inputPath.map { "<br><code>" + esc($0) + "</code>" } ?? "") }
                    ?? "— (made by the layout)"
                out += "</td></tr>\n"
            }
            out += "</table>\n"
        }
        return out + "</section>\n"
    }

    private func esc(_ s: String) -> String { XMLText.escape(s) }

    static let css = """
    body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1400px; padding: 0 16px; color: #1d1d1f; }
    h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 0 0 8px; } h3 { font-size: 14px; }
    #lv-summary { display: flex; gap: 10px; margin: 12px 0 24px; }
    .lv-tile { padding: 8px 14px; border-radius: 8px; background: #f5f5f7; }
    .lv-tile b { font-size: 20px; margin-right: 4px; }
    .lv-tile.passed b { color: #248a3d; } .lv-tile.failed b, .lv-tile.errors b { color: #d70015; }
    .lv-tile.new b, .lv-tile.updated b { color: #0a84ff; }
    .lv-case { border: 1px solid #d2d2d7; border-radius: 10px; padding: 14px 16px; margin: 0 0 20px; }
    .lv-badge { font-size: 11px; text-transform: uppercase; padding: 2px 6px; border-radius: 4px; color: #fff; background: #d70015; }
    .lv-messages { font: 12px ui-monospace, monospace; padding-left: 18px; word-break: break-word; }
    .lv-images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
    .lv-images figure { margin: 0; }
    .lv-images figcaption { font-size: 12px; color: #6e6e73; }
    .lv-images img, .lv-stack img { max-width: 420px; display: block; border: 1px solid #d2d2d7;
      background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 12px 12px; }
    .lv-none { color: #6e6e73; font-size: 12px; }
    .lv-compare { margin: 12px 0; }
    .lv-controls { font-size: 12px; margin-bottom: 6px; }
    .lv-hint { color: #6e6e73; }
    .lv-stack { position: relative; display: inline-block; }
    .lv-stack .lv-over { position: absolute; left: 0; top: 0; }
    table.lv-nodes { border-collapse: collapse; font-size: 12px; width: 100%; }
    .lv-nodes th, .lv-nodes td { text-align: left; border-bottom: 1px solid #e5e5ea; padding: 4px 8px; vertical-align: top; }
    .lv-nodes code { font: 11px ui-monospace, monospace; color: #6e6e73; }
    .lv-ok { color: #248a3d; }
    """

    /// The comparison: in slider mode the actual image is clipped to the right of the slider (expected on the
    /// left), in onion-skin mode it lies over the expected at the slider's opacity.
    static let script = """
    "use strict";
    document.querySelectorAll(".lv-compare").forEach((c) => {
      const over = c.querySelector(".lv-over"), range = c.querySelector("input[type=range]");
      const apply = () => {
        const mode = c.querySelector("input[type=radio]:checked").value, v = Number(range.value);
        c.dataset.mode = mode;
        over.style.clipPath = mode === "slider" ? "inset(0 0 0 " + v + "%)" : "none";
        over.style.opacity = mode === "onion" ? v / 100 : 1;
      };
      c.addEventListener("input", apply);
      apply();
    });
    """
}
