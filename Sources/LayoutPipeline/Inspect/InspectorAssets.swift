/// The inspector page's markup, style and script (docs/inspector.md). Plain DOM, no framework; the script reads
/// the page's JSON (`InspectorPage`) and builds the outline, the node boxes over the figure, the panel and the
/// negotiation. Test hooks: `#lv-panel [data-field=...]`, `#lv-outline [data-path]`, `#lv-boxes [data-path]`,
/// `#lv-steps a[data-path]`.
enum InspectorAssets {
    static let body = """
    <header id="lv-bar">
    <strong id="lv-title"></strong>
    <label><input type="checkbox" id="lv-borders"> borders</label>
    <label><input type="checkbox" id="lv-labels"> labels</label>
    <label><input type="checkbox" id="lv-safe"> safe area</label>
    <label><input type="checkbox" id="lv-dark"> dark</label>
    <label>zoom <select id="lv-zoom"><option value="fit">fit</option><option>0.5</option><option>1</option>
    <option>2</option><option>4</option></select></label>
    <span class="lv-hint">hover to see, click to pin · arrows, Enter, Esc · wheel zooms, drag pans</span>
    </header>
    <main>
    <nav id="lv-outline" tabindex="0" aria-label="view tree"></nav>
    <section id="lv-viewer"><div id="lv-stage"><img id="lv-figure" alt="figure">
    <svg id="lv-boxes" xmlns="http://www.w3.org/2000/svg"></svg></div></section>
    <aside id="lv-panel"><p class="lv-empty">Hover a view in the figure or the outline.</p></aside>
    </main>

    """

    static let css = """
    :root { --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --hl: #0a84ff; --pane: #f5f5f7; }
    body.dark { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #98989d; --line: #3a3a3c; --pane: #2c2c2e; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg);
      height: 100vh; display: flex; flex-direction: column; }
    header { display: flex; gap: 14px; align-items: center; padding: 6px 12px; border-bottom: 1px solid var(--line); }
    .lv-hint { color: var(--muted); margin-left: auto; }
    main { flex: 1; display: grid; grid-template-columns: 260px 1fr 340px; min-height: 0; }
    #lv-outline { overflow: auto; border-right: 1px solid var(--line); padding: 6px 0; font: 12px ui-monospace, monospace; }
    #lv-outline div { padding: 1px 8px; white-space: nowrap; cursor: pointer; }
    #lv-outline div.hover { background: var(--pane); }
    #lv-outline div.sel { background: var(--hl); color: #fff; }
    #lv-viewer { overflow: hidden; position: relative; background: repeating-conic-gradient(var(--pane) 0 25%, var(--bg) 0 50%) 0 0 / 16px 16px; cursor: grab; }
    #lv-stage { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    #lv-figure, #lv-boxes { position: absolute; left: 0; top: 0; display: block; }
    #lv-boxes rect.box { fill: transparent; stroke: none; }
    #lv-boxes.borders rect.box { stroke: var(--c); stroke-width: 0.5; }
    #lv-boxes rect.box.hover { fill: rgba(10,132,255,.12); stroke: var(--hl); stroke-width: 1; }
    #lv-boxes rect.box.sel { fill: rgba(10,132,255,.18); stroke: var(--hl); stroke-width: 1.5; }
    #lv-boxes rect.related { fill: none; stroke: #ff9f0a; stroke-width: 1; stroke-dasharray: 3 2; pointer-events: none; }
    #lv-boxes text { font: 7px ui-monospace, monospace; pointer-events: none; paint-order: stroke; stroke: #fff; stroke-width: 2px; }
    #lv-boxes rect.safe { fill: rgba(255,59,48,.18); pointer-events: none; }
    #lv-panel { overflow: auto; border-left: 1px solid var(--line); padding: 10px 12px; }
    #lv-panel h2 { font-size: 15px; margin: 0 0 6px; }
    #lv-panel dl { display: grid; grid-template-columns: 80px 1fr; gap: 3px 8px; margin: 0 0 10px; }
    #lv-panel dt { color: var(--muted); }
    #lv-panel dd { margin: 0; font: 12px ui-monospace, monospace; word-break: break-word; }
    .lv-empty { color: var(--muted); }
    .lv-sizes { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
    .lv-sizes figure { margin: 0; width: 96px; display: flex; flex-direction: column; align-items: center;
      font: 10px ui-monospace, monospace; text-align: center; }
    .lv-sizes .cell { width: 50px; height: 50px; display: flex; align-items: center; justify-content: center; }
    .lv-sizes .box { border: 1px solid var(--hl); background: rgba(10,132,255,.1); }
    #lv-steps { list-style: none; padding: 0; margin: 0; font: 11px ui-monospace, monospace; }
    #lv-steps li { padding: 2px 0; border-bottom: 1px solid var(--line); }
    #lv-steps .k { display: inline-block; width: 56px; font-weight: 600; }
    #lv-steps a { color: var(--hl); cursor: pointer; text-decoration: underline; }
    """

    static let script = """
    "use strict";
    const $ = (id) => document.getElementById(id);
    const SVG = "http://www.w3.org/2000/svg";
    const depthColours = ["#ff3b30", "#ff9500", "#34c759", "#007aff", "#af52de", "#ff2d55", "#5ac8fa", "#a2845e"];
    const num = (v) => (v === null ? "nil" : v === "infinity" ? "∞" : String(v));
    const proposalText = (p) => (p ? num(p.width) + " × " + num(p.height) : "none");
    const sizeText = (s) => num(s.width) + " × " + num(s.height);
    const frameText = (f) => [f.x, f.y, f.width, f.height].map(num).join(", ");
    const el = (tag, attrs, ...kids) => {
      const e = document.createElement(tag);
      Object.entries(attrs || {}).forEach(([k, v]) => e.setAttribute(k, v));
      kids.forEach((k) => e.append(k));
      return e;
    };
    const svgEl = (tag, attrs) => {
      const e = document.createElementNS(SVG, tag);
      Object.entries(attrs).forEach(([k, v]) => e.setAttribute(k, v));
      return e;
    };
    const boxes = $("lv-boxes");
    const safeLayer = svgEl("g", {}), boxLayer = svgEl("g", {}), labelLayer = svgEl("g", {}), relatedLayer = svgEl("g", {});
    boxes.append(safeLayer, boxLayer, labelLayer, relatedLayer);

    // What the page shows: the data and figures, nodes in pre-order (as in the frame dump, explain's node list and
    // the origins), the outline rows and boxes per node, the hovered and pinned node and the keyboard cursor.
    let data = null, figures = null, nodes = [], byPath = new Map(), events = [], rows = [], rects = [];
    let w = 0, h = 0, m = 0, hovered = null, pinned = null, cursor = 0;
    const rectOf = (f) => ({ x: f.x + m, y: f.y + m, width: Math.max(f.width, 0.5), height: Math.max(f.height, 0.5) });

    // Builds everything that depends on the data: at load, and again for each new layout `layoutviz preview`
    // sends (zoom, pan and toggles stay; the pinned view stays pinned when the new tree has its id or path).
    function load(newData, newFigures) {
      const keep = pinned !== null ? nodes[pinned] : null;
      data = newData; figures = newFigures; nodes = []; hovered = null; pinned = null;
      (function flatten(node, path, parent, depth) {
        const i = nodes.length;
        nodes.push({ i, path, parent, depth, kind: node.kind, id: node.id, frame: node.frame, proposal: node.proposal,
                     guides: node.guides || {}, children: [] });
        if (parent !== null) nodes[parent].children.push(i);
        (node.children || []).forEach((c, k) => flatten(c, path + "." + k, i, depth + 1));
      })(data.frames.root, "0", null, 0);
      byPath = new Map(nodes.map((n) => [n.path, n]));
      events = data.explain ? data.explain.events : [];
      if (data.explain) data.explain.nodes.forEach((e) => { const n = byPath.get(e.path); if (n) n.label = e.label; });
      nodes.forEach((n) => {
        n.label = n.label || n.kind; n.origin = data.origins[n.i];
        n.name = n.id && !n.label.includes("#" + n.id) ? n.label + " #" + n.id : n.label;
      });

      // Outline: one row per node, indented by depth.
      $("lv-outline").replaceChildren();
      rows = nodes.map((n) => {
        const row = el("div", { "data-path": n.path, style: "padding-left:" + (8 + n.depth * 12) + "px" }, n.name);
        $("lv-outline").append(row);
        return row;
      });

      // Boxes over the figure: largest first, so the innermost view is on top and gets the pointer.
      w = data.size.width; h = data.size.height; m = data.margin;
      boxes.setAttribute("width", w); boxes.setAttribute("height", h);
      boxes.setAttribute("viewBox", "0 0 " + w + " " + h);
      [safeLayer, boxLayer, labelLayer, relatedLayer].forEach((g) => g.replaceChildren());
      rects = [];
      nodes.slice().sort((a, b) => b.frame.width * b.frame.height - a.frame.width * a.frame.height || a.i - b.i)
        .forEach((n) => {
          const r = svgEl("rect", Object.assign({ class: "box", "data-path": n.path,
                                                 style: "--c:" + depthColours[n.depth % depthColours.length] }, rectOf(n.frame)));
          const title = svgEl("title", {}); title.textContent = n.name;
          r.append(title);
          boxLayer.append(r);
          rects[n.i] = r;
          const t = svgEl("text", { x: n.frame.x + m + 1, y: n.frame.y + m + 7, fill: depthColours[n.depth % depthColours.length] });
          t.textContent = n.kind + " " + num(n.frame.width) + "×" + num(n.frame.height);
          // One label per corner: a wrapper whose child starts where it does leaves the place to the child.
          const sameCorner = n.children.some((k) => nodes[k].frame.x === n.frame.x && nodes[k].frame.y === n.frame.y);
          if (!sameCorner) labelLayer.append(t);
        });
      const c = data.frames.canvas, s = data.safeArea;
      [[0, 0, c.width, s.top], [0, c.height - s.bottom, c.width, s.bottom], [0, 0, s.leading, c.height],
       [c.width - s.trailing, 0, s.trailing, c.height]].forEach(([x, y, bw, bh]) => {
        if (bw > 0 && bh > 0) safeLayer.append(svgEl("rect", { class: "safe", x: x + m, y: y + m, width: bw, height: bh }));
      });
      $("lv-figure").width = w; $("lv-figure").height = h;
      $("lv-title").textContent = data.file;
      Object.values(toggles).forEach((f) => f());
      const again = keep && ((keep.id && nodes.find((x) => x.id === keep.id)) || byPath.get(keep.path));
      cursor = again ? again.i : Math.min(cursor, nodes.length - 1);
      if (again) pin(again.i); else show(null);
    }

    // Toggles.
    const toggles = {
      borders: () => boxes.classList.toggle("borders", $("lv-borders").checked),
      labels: () => { labelLayer.style.display = $("lv-labels").checked ? "" : "none"; },
      safe: () => { safeLayer.style.display = $("lv-safe").checked ? "" : "none"; },
      dark: () => {
        document.body.classList.toggle("dark", $("lv-dark").checked);
        $("lv-figure").src = $("lv-dark").checked ? figures.dark : figures.light;
      },
    };
    Object.entries(toggles).forEach(([k, f]) => $("lv-" + k).addEventListener("change", f));

    // Zoom and pan.
    const view = { zoom: 1, x: 0, y: 0 };
    const stage = $("lv-stage"), viewer = $("lv-viewer");
    const apply = () => { stage.style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.zoom + ")"; };
    const fit = () => {
      const r = viewer.getBoundingClientRect();
      view.zoom = Math.min((r.width - 24) / w, (r.height - 24) / h, 4);
      view.x = (r.width - w * view.zoom) / 2; view.y = (r.height - h * view.zoom) / 2; apply();
    };
    $("lv-zoom").addEventListener("change", (e) => {
      if (e.target.value === "fit") return fit();
      view.zoom = Number(e.target.value); view.x = 12; view.y = 12; apply();
    });
    viewer.addEventListener("wheel", (e) => {
      e.preventDefault();
      const r = viewer.getBoundingClientRect(), px = e.clientX - r.left, py = e.clientY - r.top;
      const k = Math.exp(-e.deltaY / 500);
      view.x = px - (px - view.x) * k; view.y = py - (py - view.y) * k; view.zoom *= k; apply();
    }, { passive: false });
    let drag = null;
    viewer.addEventListener("mousedown", (e) => { drag = { x: e.clientX - view.x, y: e.clientY - view.y, moved: false }; });
    window.addEventListener("mousemove", (e) => {
      if (!drag) return;
      const nx = e.clientX - drag.x, ny = e.clientY - drag.y;
      if (Math.abs(nx - view.x) + Math.abs(ny - view.y) > 2) drag.moved = true;
      if (drag.moved) { view.x = nx; view.y = ny; apply(); }
    });
    window.addEventListener("mouseup", () => { setTimeout(() => { drag = null; }, 0); });

    // Hover, pin, panel.
    function mark(i, cls, on) { if (i !== null) { rects[i].classList.toggle(cls, on); rows[i].classList.toggle(cls, on); } }
    function hover(i) {
      mark(hovered, "hover", false); hovered = i; mark(i, "hover", true);
      if (pinned === null) show(i);
    }
    function pin(i) {
      mark(pinned, "sel", false); pinned = i; mark(i, "sel", true);
      show(i);
      if (i !== null) {
        rows[i].scrollIntoView({ block: "nearest" });
        const n = nodes[i];
        history.replaceState(null, "", "#node=" + encodeURIComponent(n.id || n.path));
      }
    }
    function answers(n) {
      const seen = new Map();
      events.forEach((e) => {
        if (e.kind !== "answer" || e.node !== n.path) return;
        const key = proposalText(e.proposal);
        if (!seen.has(key)) seen.set(key, e.size);
      });
      return [...seen.entries()];
    }
    function related(n) {
      relatedLayer.replaceChildren();
      if (!n) return;
      const others = new Set();
      events.forEach((e) => {
        if (e.node === n.path && e.from) others.add(e.from);
        if (e.from === n.path) others.add(e.node);
      });
      others.forEach((p) => { const o = byPath.get(p); if (o) relatedLayer.append(svgEl("rect", Object.assign({ class: "related" }, rectOf(o.frame)))); });
    }
    function field(dl, name, label, value) { dl.append(el("dt", {}, label), el("dd", { "data-field": name }, value)); }
    function show(i) {
      const panel = $("lv-panel");
      panel.replaceChildren();
      related(i === null ? null : nodes[i]);
      if (i === null) { panel.append(el("p", { class: "lv-empty" }, "Hover a view in the figure or the outline.")); return; }
      const n = nodes[i];
      panel.append(el("h2", { "data-field": "label" }, n.name));
      const dl = el("dl");
      field(dl, "kind", "kind", n.kind);
      field(dl, "id", "id", n.id || "—");
      field(dl, "frame", "frame", frameText(n.frame));
      field(dl, "proposal", "proposed", proposalText(n.proposal));
      const g = Object.entries(n.guides);
      field(dl, "guides", "guides", g.length ? g.map(([k, v]) => k + " " + num(v)).join(", ") : "—");
      field(dl, "source", "source", n.origin ? (n.origin[3] || data.file) + ":" + n.origin[0] + ":" + n.origin[1] + "  " + n.origin[2]
            : "— (made by the layout, not written in the input)");
      panel.append(dl);
      const sizes = answers(n);
      if (sizes.length) {
        panel.append(el("h2", {}, "Size answers"));
        const strip = el("div", { class: "lv-sizes", "data-field": "answers" });
        const big = Math.max(1, ...sizes.map(([, sz]) => Math.max(sz.width, sz.height)).filter(Number.isFinite));
        sizes.forEach(([p, sz]) => {
          const k = 48 / big, bw = Math.min(sz.width * k, 48), bh = Math.min(sz.height * k, 48);
          const box = el("div", { class: "box", style: "width:" + Math.max(bw, 1) + "px;height:" + Math.max(bh, 1) + "px" });
          strip.append(el("figure", {}, el("div", { class: "cell" }, box), el("figcaption", {}, p + " → " + sizeText(sz))));
        });
        panel.append(strip);
      }
      if (pinned !== i) return;
      panel.append(el("h2", {}, "Negotiation"));
      if (!data.explain) { panel.append(el("p", { class: "lv-empty" }, "Too many steps to record; use layoutviz explain --node.")); return; }
      const list = el("ol", { id: "lv-steps" });
      const link = (p) => { const o = byPath.get(p); const a = el("a", { "data-path": p }, o ? o.name : p);
                            a.addEventListener("click", () => pin(byPath.get(p).i)); return a; };
      events.forEach((e) => {
        if (e.node !== n.path && e.from !== n.path) return;
        const li = el("li", { "data-step": e.step }, el("span", { class: "k" }, e.kind), "#" + e.step + " ");
        if (e.kind === "propose") li.append(e.from ? link(e.from) : "canvas", " proposes ", proposalText(e.proposal), " to ", link(e.node));
        if (e.kind === "answer") li.append(link(e.node), " answers ", sizeText(e.size), " for ", proposalText(e.proposal), e.cached ? " (cached)" : "");
        if (e.kind === "place") li.append(e.from ? link(e.from) : "canvas", " places ", link(e.node), " at ", frameText(e.frame));
        list.append(li);
      });
      panel.append(list);
    }
    const pathOf = (target) => target && target.closest && target.closest("[data-path]");
    boxes.addEventListener("mouseover", (e) => { const t = pathOf(e.target); if (t) hover(byPath.get(t.dataset.path).i); });
    boxes.addEventListener("mouseleave", () => hover(null));
    boxes.addEventListener("click", (e) => { const t = pathOf(e.target); if (t && !(drag && drag.moved)) pin(byPath.get(t.dataset.path).i); });
    $("lv-outline").addEventListener("mouseover", (e) => { const t = pathOf(e.target); if (t) hover(byPath.get(t.dataset.path).i); });
    $("lv-outline").addEventListener("click", (e) => { const t = pathOf(e.target); if (t) pin(byPath.get(t.dataset.path).i); });

    // Keyboard: up/down walk the outline, left goes to the parent, right to the first child, Enter pins, Esc unpins.
    document.addEventListener("keydown", (e) => {
      const at = pinned !== null ? pinned : cursor;
      let next = null;
      if (e.key === "ArrowDown") next = Math.min(at + 1, nodes.length - 1);
      else if (e.key === "ArrowUp") next = Math.max(at - 1, 0);
      else if (e.key === "ArrowLeft") next = nodes[at].parent === null ? at : nodes[at].parent;
      else if (e.key === "ArrowRight") next = nodes[at].children.length ? nodes[at].children[0] : at;
      else if (e.key === "Enter") { pin(cursor); e.preventDefault(); return; }
      else if (e.key === "Escape") { pin(null); history.replaceState(null, "", "#"); return; }
      else return;
      e.preventDefault();
      cursor = next;
      if (pinned !== null) pin(next); else { hover(next); rows[next].scrollIntoView({ block: "nearest" }); }
    });

    // Deep links: #node=<id or path>.
    function follow() {
      const m = /^#node=(.+)$/.exec(location.hash);
      if (!m) return;
      const key = decodeURIComponent(m[1]);
      const n = nodes.find((x) => x.id === key) || byPath.get(key);
      if (n) { cursor = n.i; pin(n.i); }
    }
    window.addEventListener("hashchange", follow);

    const first = JSON.parse($("lv-data").textContent);
    $("lv-borders").checked = first.debug !== "off";
    $("lv-labels").checked = first.debug === "labels";
    $("lv-dark").checked = first.theme === "dark";
    load(first, JSON.parse($("lv-figures").textContent));
    fit();
    follow();
    window.layoutviz = { load };
    """
}
