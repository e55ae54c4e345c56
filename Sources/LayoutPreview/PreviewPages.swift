import LayoutJSON
import LayoutPipeline
import LayoutRender

/// The pages `layoutviz preview` serves (docs/preview.md): the index (each input with a link per figure and its
/// error, if any), the inspector of one figure with the live script, and a waiting page for an input that has
/// not yet laid out once (its error, reloaded when the input works). Everything is made from the hub's state;
/// no request path names a file.
enum PreviewPages {
    static let style = """
    body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1d1d1f; }
    h1 { font-size: 18px; } li { margin: 4px 0; } a { color: #0a84ff; }
    .lv-error { color: #c00; font: 12px ui-monospace, monospace; white-space: pre-wrap; }
    """

    static func index(_ hub: PreviewHub) -> String {
        var page = head("layoutviz preview") + "<h1>layoutviz preview</h1>\n<ul id=\"lv-inputs\">\n"
        for (i, path) in hub.inputs.enumerated() {
            let entry = hub.entry(i) ?? PreviewHub.Entry()
            page += "<li>"
            if entry.figures.count <= 1 {
                page += "<a href=\"/view/\(i)\">" + XMLText.escape(path) + "</a>"
            } else {
                page += XMLText.escape(path) + ": " + entry.figures.enumerated().map { k, f in
                    "<a href=\"/view/\(i)/\(k)\">" + XMLText.escape(f.name ?? "figure \(k + 1)") + "</a>"
                }.joined(separator: ", ")
            }
            if let error = entry.error { page += "<div class=\"lv-error\">" + XMLText.escape(error) + "</div>" }
            page += "</li>\n"
        }
        return page + "</ul>\n<p>Pages update when their file changes.</p>\n</body>\n</html>\n"
    }

    /// The inspector of figure `figure` of input `input`, live; nil when there is no such input, or no such
    /// figure past the first (figure 0 of an input that has not laid out yet is its error).
    static func view(_ hub: PreviewHub, input: Int, figure: Int) -> String? {
        guard let entry = hub.entry(input), figure == 0 || entry.figures.indices.contains(figure) else { return nil }
        let live = liveScript(input: input, figure: figure, version: entry.version)
        guard entry.figures.indices.contains(figure) else {
            // Nothing good to show yet: the error, and a reload when the input lays out.
            let error = entry.error ?? (entry.pending ? "laying out…" : "no figure \(figure + 1)")
            return head(hub.inputs[input]) + "<h1>" + XMLText.escape(hub.inputs[input]) + "</h1>\n"
                + "<div id=\"lv-error\" class=\"lv-error\">" + XMLText.escape(error) + "</div>\n"
                + "<script>\n" + live + "</script>\n</body>\n</html>\n"
        }
        let f = entry.figures[figure]
        return InspectorPage.page(file: hub.inputs[input], data: f.data, figures: f.figures, extraScript: live)
    }

    static func head(_ title: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + XMLText.escape(title)
            + "</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n"
    }

    /// The page's end of the live updates: a WebSocket to `/live/<input>/<figure>` (reconnecting with back-off
    /// when the server goes away); a message with a new version is handed to the inspector's `layoutviz.load`
    /// (selection, zoom and toggles stay), an error shows in a bar over the last good figure. `body[data-version]`
    /// is the version shown (tests wait for it).
    static func liveScript(input: Int, figure: Int, version: Int) -> String {
        """
        "use strict";
        (function () {
          let version = \(version), delay = 250;
          document.body.dataset.version = version;
          let bar = document.getElementById("lv-error");
          if (!bar) {
            bar = document.createElement("div");
            bar.id = "lv-error"; bar.hidden = true;
            bar.style.cssText = "position:fixed;left:0;right:0;bottom:0;padding:8px 12px;background:#ffe5e5;" +
              "color:#a00;font:12px ui-monospace,monospace;white-space:pre-wrap;border-top:2px solid #d00;z-index:9";
            document.body.append(bar);
          }
          function connect() {
            const ws = new WebSocket("ws://" + location.host + "/live/\(input)/\(figure)");
            ws.onopen = () => { delay = 250; };
            ws.onmessage = (e) => {
              const msg = JSON.parse(e.data);
              if (msg.error) { bar.textContent = msg.error; bar.hidden = false; return; }
              bar.hidden = true;
              if (msg.version === version) return;
              if (!window.layoutviz) { location.reload(); return; }
              version = msg.version;
              window.layoutviz.load(msg.data, msg.figures);
              document.body.dataset.version = version;
            };
            ws.onclose = () => { setTimeout(connect, delay); delay = Math.min(delay * 2, 4000); };
          }
          connect();
        })();

        """
    }
}
