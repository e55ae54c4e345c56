"""The inspector page (`layoutviz render tree.json -o figure.html`, docs/inspector.md) in chromium: every node
hovered in the outline shows the kind, id, frame and proposal of `layoutviz layout`'s frame dump; hovering the
figure picks the innermost view; a click pins a view and lists its negotiation steps as `layoutviz explain
--format json` has them, whose links select the other node; arrows and Enter walk the tree; `#node=id` deep
links; the dark toggle; the page without its figures stays under 200 KB. Screenshots go to
.build/browser-artifacts/inspector (or $BROWSER_ARTIFACTS/inspector). Run by `make test`.

usage: python3 Tests/browser/inspector_test.py [LAYOUTVIZ_BINARY]
"""
import base64
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lvbrowser  # noqa: E402

lvbrowser.ensure_selenium()

# Line 7 column 9 is where the title Text's object starts (checked below against the panel's source line).
TREE = """{
  "canvas": {"width": 360, "height": 140},
  "root": {
    "HStack": {"spacing": 12, "content": [
      {"Circle": {}, "id": "avatar", "modifiers": [{"fill": "indigo"}, {"frame": {"width": 56, "height": 56}, "id": "avatarFrame"}]},
      {"VStack": {"alignment": "leading", "spacing": 4, "content": [
        {"Text": "Taylor Appleseed", "id": "title", "modifiers": [{"font": "headline"}]},
        {"Text": "Layout engineer, works on stacks and frames.", "id": "subtitle", "modifiers": [{"lineLimit": 2}]}
      ]}, "id": "texts"}
    ]},
    "id": "row",
    "modifiers": [{"padding": {}, "id": "pad"}, {"background": "yellow"}]
  }
}
"""


def preorder(node, path="0"):
    yield path, node
    for i, child in enumerate(node.get("children", [])):
        yield from preorder(child, f"{path}.{i}")


def num(v):
    if v is None:
        return "nil"
    if v == "infinity":
        return "∞"
    if isinstance(v, float) and v == int(v):
        return str(int(v))
    return repr(v) if isinstance(v, float) else str(v)


def frame_text(f):
    return ", ".join(num(f[k]) for k in ("x", "y", "width", "height"))


def proposal_text(p):
    return f"{num(p['width'])} × {num(p['height'])}" if p else "none"


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                             else os.path.join(lvbrowser.ROOT, ".build", "debug", "layoutviz"))
    work = tempfile.mkdtemp(prefix="lv-inspector-")
    shots = lvbrowser.artifacts_dir("inspector")
    tree = os.path.join(work, "card.json")
    with open(tree, "w") as f:
        f.write(TREE)
    page = os.path.join(work, "card.html")
    # Relative names, so that locations read card.json:line:column.
    subprocess.run([binary, "render", "card.json", "-o", "card.html", "--scale", "2"], check=True, cwd=work)
    frames = json.loads(subprocess.run([binary, "layout", "card.json"], check=True, capture_output=True,
                                       text=True, cwd=work).stdout)
    explain = json.loads(subprocess.run([binary, "explain", "card.json", "--format", "json"], check=True,
                                        capture_output=True, text=True, cwd=work).stdout)
    nodes = list(preorder(frames["root"]))
    failures = []

    def expect(cond, message):
        if not cond:
            failures.append(message)

    html = open(page, encoding="utf-8").read()
    figures = re.search(r'<script type="application/json" id="lv-figures">(.*?)</script>', html, re.S).group(1)
    expect(len(html) - len(figures) < 200_000, f"page without figures is {len(html) - len(figures)} bytes")
    expect("http://" not in html.replace("http://www.w3.org/", ""), "the page refers to the network")
    light = base64.b64decode(json.loads(figures)["light"].split(",", 1)[1]).decode()
    expect("@font-face" in light, "the figure's fonts are not embedded")

    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    with lvbrowser.Browser(scale=1, width=1280, height=800) as b:
        d = b.driver
        b.open_file(page)
        panel = lambda name: d.find_element(By.CSS_SELECTOR, f'#lv-panel [data-field="{name}"]').text
        # 1. Every node hovered in the outline shows the frame dump's values.
        for path, node in nodes:
            ActionChains(d).move_to_element(d.find_element(By.CSS_SELECTOR, f'#lv-outline [data-path="{path}"]')).perform()
            got = (panel("kind"), panel("id"), panel("frame"), panel("proposal"))
            want = (node["kind"], node.get("id") or "—", frame_text(node["frame"]), proposal_text(node.get("proposal")))
            expect(got == want, f"node {path}: panel shows {got}, frame dump has {want}")
        # 2. Hovering the figure picks the innermost view under the pointer.
        title_path = next(p for p, n in nodes if n.get("id") == "title")
        box = d.find_element(By.CSS_SELECTOR, f'#lv-boxes rect[data-path="{title_path}"]')
        ActionChains(d).move_to_element(box).perform()
        expect(panel("id") == "title" and panel("kind") == "Text", f"figure hover shows {panel('kind')} {panel('id')}")
        expect(panel("source").startswith("card.json:7:9 root.HStack.content[1].VStack.content[0]"),
               f"source of the title: {panel('source')!r}")
        expect("→" in panel("answers"), "no size answers shown")
        d.save_screenshot(os.path.join(shots, "hover-title.png"))
        # 3. A click pins it and lists its negotiation steps, as explain has them.
        box.click()
        steps = d.find_elements(By.CSS_SELECTOR, "#lv-steps li")
        want_steps = [str(e["step"]) for e in explain["events"] if title_path in (e["node"], e["from"])]
        got_steps = [s.get_attribute("data-step") for s in steps]
        expect(got_steps == want_steps, f"title's steps {got_steps}, explain has {want_steps}")
        expect(d.current_url.endswith("#node=title"), f"pinning did not set the deep link: {d.current_url}")
        d.save_screenshot(os.path.join(shots, "pinned-title.png"))
        parent = next(a for a in d.find_elements(By.CSS_SELECTOR, "#lv-steps a[data-path]")
                      if a.get_attribute("data-path") != title_path)
        other = parent.get_attribute("data-path")
        parent.click()
        expect(d.find_element(By.CSS_SELECTOR, "#lv-outline div.sel").get_attribute("data-path") == other,
               f"following the link to {other} did not select it")
        # 4. Keyboard: Left goes to the parent, Right to its first child.
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        sel = d.find_element(By.CSS_SELECTOR, "#lv-outline div.sel").get_attribute("data-path")
        expect(sel == other.rsplit(".", 1)[0], f"Left from {other} selected {sel}")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        sel = d.find_element(By.CSS_SELECTOR, "#lv-outline div.sel").get_attribute("data-path")
        expect(sel == other.rsplit(".", 1)[0] + ".0", f"Right selected {sel}")
        # 5. Deep link, toggles.
        b.open_file(page, "#node=subtitle")
        expect(panel("id") == "subtitle", f"#node=subtitle pinned {panel('id')}")
        for toggle in ("lv-borders", "lv-labels", "lv-dark"):
            d.find_element(By.ID, toggle).click()
        expect("dark" in d.find_element(By.TAG_NAME, "body").get_attribute("class"), "dark toggle")
        expect(d.find_element(By.ID, "lv-figure").get_attribute("src").startswith("data:image/svg+xml")
               and d.execute_script("return document.getElementById('lv-figure').naturalWidth") > 0,
               "the dark figure did not load")
        d.save_screenshot(os.path.join(shots, "dark-borders-labels.png"))
    if failures:
        sys.exit("inspector browser test failed:\n  " + "\n  ".join(failures) + f"\n(screenshots in {shots})")
    print(f"inspector browser test: {len(nodes)} nodes checked against the frame dump; screenshots in {shots}")


if __name__ == "__main__":
    main()
