"""Every example's SVG, and every script fixture's (Fixtures/text/script-*: CJK, Arabic, Hebrew, Devanagari, Thai,
combining marks, colour emoji), (fonts embedded, the default; and glyph outlines, `--text outlines`) in chromium on a machine where Inter is hidden from
fontconfig, against the PNG layoutviz draws (@2x): the differing-pixel ratio per example (`layoutviz diff`,
pixelmatch-style: anti-aliasing ignored) must stay under 0.5 %. As a control, the `--text reference` SVG of
the first text example must differ by more (the hidden font really is hidden). Run by `make test`
(docs/rendering.md, "Text in SVG").

usage: python3 Tests/browser/svg_examples_test.py [LAYOUTVIZ_BINARY]
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lvbrowser  # noqa: E402

lvbrowser.ensure_selenium()
LIMIT = 0.005


def ratio(binary, expected, actual, diff):
    out = subprocess.run([binary, "diff", expected, actual, "-o", diff, "--max-diff-ratio", "1"],
                         capture_output=True, text=True)
    m = re.search(r"(\d+) of (\d+) pixels", out.stdout + out.stderr)
    if not m:
        sys.exit(f"cannot read layoutviz diff's output: {out.stdout}{out.stderr}")
    return int(m.group(1)) / int(m.group(2))


def main():
    root = lvbrowser.ROOT
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build", "debug", "layoutviz")
    examples = sorted(glob.glob(os.path.join(root, "Fixtures", "examples", "*.json")))
    examples += sorted(glob.glob(os.path.join(root, "Fixtures", "text", "script-*", "tree.json")))
    work = tempfile.mkdtemp(prefix="lv-browser-")
    fontconfig = lvbrowser.private_fontconfig(os.path.join(work, "fc"), ["/usr/share/fonts/truetype/dejavu"])
    visible = lvbrowser.fonts_visible(fontconfig)
    if any("Inter" in family for family in visible):
        sys.exit(f"Inter is still visible to fontconfig: {visible}")
    failures = []
    rows = []
    with lvbrowser.Browser(scale=2, fontconfig=fontconfig) as browser:
        for example in examples:
            name = os.path.splitext(os.path.basename(example))[0]
            if name == "tree":
                name = os.path.basename(os.path.dirname(example))
            png = os.path.join(work, name + ".png")
            subprocess.run([binary, "render", example, "-o", png, "--scale", "2"], check=True)
            row = []
            for mode in ("embed", "outlines"):
                svg = os.path.join(work, f"{name}-{mode}.svg")
                subprocess.run([binary, "render", example, "-o", svg, "--text", mode], check=True)
                shot = browser.screenshot_image(svg, os.path.join(work, f"{name}-{mode}-chromium.png"),
                                                size=lvbrowser.image_size(png))
                r = ratio(binary, png, shot, os.path.join(work, f"{name}-{mode}-diff.png"))
                row.append(r)
                if r >= LIMIT:
                    failures.append(f"{name} (--text {mode}): {r:.4%} of the pixels differ (limit {LIMIT:.1%}); "
                                    f"see {work}")
            rows.append((name, row))
        control = os.path.join(work, "control-reference.svg")
        subprocess.run([binary, "render", examples[0], "-o", control, "--text", "reference"], check=True)
        first_png = os.path.join(work, os.path.splitext(os.path.basename(examples[0]))[0] + ".png")
        shot = browser.screenshot_image(control, os.path.join(work, "control-chromium.png"),
                                        size=lvbrowser.image_size(first_png))
        control_ratio = ratio(binary, first_png, shot, os.path.join(work, "control-diff.png"))
    print(f"  {'example':28} {'embed':>9} {'outlines':>9}   (differing pixels, SVG in chromium vs PNG)")
    for name, (embed, outlines) in rows:
        print(f"  {name:28} {embed:9.4%} {outlines:9.4%}")
    print(f"  control (--text reference, {os.path.basename(examples[0])}): {control_ratio:.4%}")
    if control_ratio <= rows[0][1][0]:
        failures.append("the control (fonts not embedded) does not differ more than the embedded SVG: "
                        "is Inter really hidden from the browser?")
    if failures:
        sys.exit("\n".join(failures))
    print(f"browser: {len(rows)} SVGs match their PNGs within {LIMIT:.1%}")


if __name__ == "__main__":
    main()
