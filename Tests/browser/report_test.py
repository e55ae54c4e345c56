"""`layoutviz check --report report.html` (docs/preview.md) in chromium: references are recorded for three trees,
then one is changed in several views, one broken and one left alone; the report must count 1 passed, 1 failed
and 1 error, list every failure with its expected, actual and difference images (loaded), list every differing
view with its input location, and its slider and onion skin must move the actual image. Screenshots go to
.build/browser-artifacts/report (or $BROWSER_ARTIFACTS/report). Run by `make test`.

usage: python3 Tests/browser/report_test.py [LAYOUTVIZ_BINARY]
"""
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lvbrowser  # noqa: E402

lvbrowser.ensure_selenium()

# docs/preview.md's example tree; its text output is the page's ```text block.
CARD = lvbrowser.docs_block("preview.md")
SAME = """{"root": {"Circle": {}, "modifiers": [{"fill": "orange"}, {"frame": {"width": 30, "height": 30}}]}}
"""


def main():
    binary = lvbrowser.layoutviz_binary()
    work = tempfile.mkdtemp(prefix="lv-report-")
    shots = lvbrowser.artifacts_dir("report")
    cases = os.path.join(work, "cases")
    os.makedirs(cases)
    for name, text in (("card.json", CARD), ("same.json", SAME), ("broken.json", SAME)):
        with open(os.path.join(cases, name), "w") as f:
            f.write(text)
    env = dict(os.environ, CI="")
    env.pop("CI")
    subprocess.run([binary, "check", "cases/", "--update", "missing"], cwd=work, check=True, capture_output=True, env=env)
    with open(os.path.join(cases, "card.json"), "w") as f:
        f.write(CARD.replace('"width": 80', '"width": 120'))
    with open(os.path.join(cases, "broken.json"), "w") as f:
        f.write(SAME.replace('"Circle"', '"Circel"'))
    run = subprocess.run([binary, "check", "cases/", "--report", "report.html", "--update", "none"], cwd=work,
                         capture_output=True, text=True, env=env)
    checks = lvbrowser.Expectations()
    expect = checks.expect

    expect(run.returncode == 1, f"check exit {run.returncode}: {run.stderr}")
    first = re.search(r"frames: (.*)", run.stdout)
    documented = lvbrowser.docs_block("preview.md", "text", 0).splitlines()[1].strip()
    expect(first and first.group(0) == documented, f"text output {first and first.group(0)!r}, docs/preview.md has {documented!r}")
    expect(first and "written at cases/card.json:" in first.group(1) and re.search(r"and \d+ more differing node", first.group(1)),
           f"text output: {run.stdout!r}")
    page = os.path.join(work, "report.html")
    html = open(page, encoding="utf-8").read()
    expect("http://" not in html and "https://" not in html, "the report refers to the network")

    from selenium.webdriver.common.by import By
    with lvbrowser.Browser(scale=1, width=1400, height=1000) as b:
        d = b.driver
        b.open_file(page)
        count = lambda name: d.find_element(By.CSS_SELECTOR, f'#lv-summary [data-count="{name}"] b').text
        expect((count("passed"), count("failed"), count("errors")) == ("1", "1", "1"),
               f"summary passed/failed/errors: {count('passed')}/{count('failed')}/{count('errors')}")
        cases_shown = d.find_elements(By.CSS_SELECTOR, "section.lv-case")
        expect(len(cases_shown) == 2, f"{len(cases_shown)} failures listed, want 2 (a failure and an error)")
        failed = [c for c in cases_shown if c.get_attribute("data-status") == "failed"]
        expect(len(failed) == 1, "the failed case is not listed")
        for c in failed:
            for role in ("expected", "actual", "diff"):
                imgs = c.find_elements(By.CSS_SELECTOR, f'img[data-role="{role}"]')
                expect(len(imgs) == 1 and d.execute_script("return arguments[0].naturalWidth", imgs[0]) > 0,
                       f"the {role} image is missing or did not load")
            rows = c.find_elements(By.CSS_SELECTOR, ".lv-nodes tr[data-path]")
            more = int(re.search(r"and (\d+) more", run.stdout).group(1)) if re.search(r"and (\d+) more", run.stdout) else 0
            expect(len(rows) == more + 1, f"{len(rows)} differing nodes listed, the text counts {more + 1}")
            expect(any("Rectangle#box" in r.text and "cases/card.json:6:" in r.text for r in rows),
                   "the box's row lacks its kind path or input location: " + " | ".join(r.text for r in rows))
            # The slider wipes, the onion skin fades.
            over = c.find_element(By.CSS_SELECTOR, ".lv-over")
            d.execute_script("const r = arguments[0]; r.value = 30; r.dispatchEvent(new Event('input', {bubbles: true}))",
                             c.find_element(By.CSS_SELECTOR, "input[type=range]"))
            expect("30%" in over.value_of_css_property("clip-path"), f"slider clip {over.value_of_css_property('clip-path')}")
            d.save_screenshot(os.path.join(shots, "report-slider.png"))
            c.find_element(By.CSS_SELECTOR, 'input[value="onion"]').click()
            expect(over.value_of_css_property("opacity") == "0.3", f"onion opacity {over.value_of_css_property('opacity')}")
        errors = [c for c in cases_shown if c.get_attribute("data-status") == "error"]
        expect(errors and "Circel" in errors[0].text, "the error case does not show its message")
        d.save_screenshot(os.path.join(shots, "report.png"))
        d.set_window_size(1400, 2400)
        d.save_screenshot(os.path.join(shots, "report-full.png"))
    checks.finish("report browser test", shots)


if __name__ == "__main__":
    main()
