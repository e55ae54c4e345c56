"""Browser harness for layoutviz tests (docs/architecture.md, "Browser tests").

Debian's chromium and chromium-driver (apt: `make browser-setup`) driven by Selenium, which lives in a private
virtual environment under .build/browser-venv (made on first use, pinned version, nothing outside the build
directory). One browser session serves a whole test run: start it with `Browser(...)` (a context manager) and
take screenshots of local pages with `Browser.screenshot_image` / `Browser.screenshot_html`.

    from lvbrowser import Browser, ensure_selenium
    ensure_selenium()                        # re-executes under the venv's python when needed
    with Browser(scale=2, fontconfig=hidden_inter_fontconfig(tmp)) as b:
        b.screenshot_image("figure.svg", "shot.png")

Pages are opened as file:// URLs; screenshots are PNG files of one element at the device scale factor.
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
VENV = os.path.join(ROOT, ".build", "browser-venv")
PACKAGES = ["selenium==4.51.0", "pillow==11.3.0"]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def ensure_selenium():
    """Makes the venv with Selenium and Pillow when missing and re-executes the calling script under its
    python."""
    python = os.path.join(VENV, "bin", "python")
    if os.path.abspath(sys.prefix) == os.path.abspath(VENV):
        return
    marker = os.path.join(VENV, ".ready-" + "-".join(PACKAGES))
    if not os.path.exists(marker):
        subprocess.run(["/usr/bin/python3", "-m", "venv", VENV], check=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check"] + PACKAGES, check=True)
        open(marker, "w").close()
    os.execv(python, [python] + sys.argv)


def require_browser():
    """Exits with a clear message when chromium or its driver is missing."""
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not os.path.exists(path):
            sys.exit(f"{path} not found: install Debian's {package} (make browser-setup)")


def private_fontconfig(directory, font_dirs, name="fonts.conf"):
    """Writes a fontconfig file listing only `font_dirs` (unhinted, greyscale antialiasing, like the PNG
    renderer) and a cache inside `directory`; returns its path. Use it to hide fonts from the browser."""
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, name)
    dirs = "".join(f"  <dir>{d}</dir>\n" for d in font_dirs)
    with open(path, "w") as f:
        f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n' + dirs
                + f"  <cachedir>{os.path.join(directory, 'fc-cache')}</cachedir>\n"
                + '  <match target="font"><edit name="hinting" mode="assign"><bool>false</bool></edit>'
                + '<edit name="hintstyle" mode="assign"><const>hintnone</const></edit>'
                + '<edit name="antialias" mode="assign"><bool>true</bool></edit>'
                + '<edit name="rgba" mode="assign"><const>none</const></edit></match>\n</fontconfig>\n')
    return path


def fonts_visible(fontconfig):
    """The families fontconfig lists under `fontconfig` (to check what the browser can see)."""
    env = dict(os.environ, FONTCONFIG_FILE=fontconfig)
    out = subprocess.run(["fc-list", ":", "family"], env=env, capture_output=True, text=True).stdout
    return sorted(set(line.strip() for line in out.splitlines() if line.strip()))


class Browser:
    """One headless chromium session at a device scale factor, with an optional private fontconfig."""

    def __init__(self, scale=2, fontconfig=None, width=1200, height=1000):
        self.scale, self.fontconfig, self.size = scale, fontconfig, (width, height)
        self.driver = None

    def __enter__(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        require_browser()
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    f"--force-device-scale-factor={self.scale}", "--font-render-hinting=none",
                    "--disable-lcd-text", "--disable-font-subpixel-positioning",
                    f"--window-size={self.size[0]},{self.size[1]}", "--allow-file-access-from-files"):
            options.add_argument(arg)
        env = dict(os.environ)
        if self.fontconfig:
            env["FONTCONFIG_FILE"] = self.fontconfig
        service = Service(executable_path=CHROMEDRIVER, env=env)
        self.driver = webdriver.Chrome(service=service, options=options)
        return self

    def __exit__(self, *exc):
        if self.driver:
            self.driver.quit()

    def open_file(self, path, fragment=""):
        """Opens a local file (with an optional `#fragment`) and waits for its fonts."""
        self.driver.get("file://" + os.path.abspath(path) + fragment)
        self.driver.execute_script("return document.fonts.ready.then(() => true)")

    def screenshot_html(self, html_path, output, selector="#subject", size=None):
        """Opens a local HTML file and saves a PNG screenshot of the element matching `selector`, cropped to
        `size` device pixels (width, height) when given (an element of fractional CSS size is rounded up)."""
        from selenium.webdriver.common.by import By
        self.driver.get("file://" + os.path.abspath(html_path))
        self.driver.execute_script("return document.fonts.ready.then(() => true)")
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        element.screenshot(output)
        if size:
            from PIL import Image
            with Image.open(output) as shot:
                shot.crop((0, 0, size[0], size[1])).save(output)
        return output

    def screenshot_image(self, image_path, output, size=None):
        """Shows an image file (SVG or PNG) alone at its natural size in an <img> (as a documentation page
        embeds it) and saves a screenshot of it (cropped to `size` device pixels when given)."""
        page = os.path.splitext(output)[0] + ".html"
        with open(page, "w") as f:
            f.write('<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:#fff}'
                    'img{display:block}</style></head><body><img id="subject" src="'
                    + os.path.basename(image_path) + '"></body></html>\n')
        if os.path.dirname(os.path.abspath(page)) != os.path.dirname(os.path.abspath(image_path)):
            shutil.copy(image_path, os.path.dirname(os.path.abspath(page)))
        return self.screenshot_html(page, output, size=size)


def artifacts_dir(name):
    """Where a browser test keeps its screenshots for CI to collect: $BROWSER_ARTIFACTS/<name>, by default
    .build/browser-artifacts/<name> (emptied first)."""
    base = os.environ.get("BROWSER_ARTIFACTS") or os.path.join(ROOT, ".build", "browser-artifacts")
    path = os.path.join(base, name)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def image_size(path):
    """(width, height) of an image file in pixels."""
    from PIL import Image
    with Image.open(path) as image:
        return image.size


def layoutviz_binary():
    """The binary a browser test runs: its first argument, else the debug build's."""
    return os.path.abspath(sys.argv[1] if len(sys.argv) > 1
                           else os.path.join(ROOT, ".build", "debug", "layoutviz"))


class Expectations:
    """Collects failed expectations, so one run reports all of them: `expect(cond, message)`, then `finish(name,
    shots)` exits with every message (naming the screenshots' folder) or prints that `name` passed."""

    def __init__(self):
        self.failures = []

    def expect(self, cond, message):
        if not cond:
            self.failures.append(message)

    def finish(self, name, shots):
        if self.failures:
            sys.exit(f"{name} failed:\n  " + "\n  ".join(self.failures) + f"\n(screenshots in {shots})")
        print(f"{name} passed; screenshots in {shots}")


def docs_block(page, lang="json", index=0):
    """The `index`th ```lang block of docs/<page> (so a test runs the documentation's own example)."""
    import re
    text = open(os.path.join(ROOT, "docs", page), encoding="utf-8").read()
    return re.findall(r"```" + lang + r"\n(.*?)\n```", text, re.S)[index] + "\n"
