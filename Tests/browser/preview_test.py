"""`layoutviz preview` (docs/preview.md) with chromium: starts the server on a free port with the docs' example
tree, opens its page, pins a view and zooms, edits the file and asserts the page shows the new frame (as
`layoutviz layout` dumps it) within a second with the view still pinned and the zoom kept; breaks the file and
asserts the error (file:line:column) shows over the last good figure, then mends it. Then the server itself: only
numbered pages exist (paths never reach the file system), a burst of requests, a WebSocket client that vanishes
mid-update, a second server on the same port (a clear error), Ctrl-C (exit 0). Screenshots go to
.build/browser-artifacts/preview (or $BROWSER_ARTIFACTS/preview). Run by `make test`.

usage: python3 Tests/browser/preview_test.py [LAYOUTVIZ_BINARY]
"""
import base64
import concurrent.futures
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lvbrowser  # noqa: E402

lvbrowser.ensure_selenium()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url):
    """(status, body) of a GET."""
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return r.status, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, ""


def raw_get(port, path):
    """The status line of a GET sent as written (urllib would normalise `..`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        return s.recv(200).decode("latin-1").split("\r\n", 1)[0]


def websocket(port, path):
    """A raw WebSocket client's socket after the handshake (the server's first message may follow)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = s.recv(1024).decode("latin-1")
    return s, head.split("\r\n", 1)[0]


def main():
    binary = lvbrowser.layoutviz_binary()
    work = tempfile.mkdtemp(prefix="lv-preview-")
    shots = lvbrowser.artifacts_dir("preview")
    tree = os.path.join(work, "card.json")
    original = lvbrowser.docs_block("preview.md")  # the page's example is what this test edits
    with open(tree, "w") as f:
        f.write(original)
    checks = lvbrowser.Expectations()
    expect = checks.expect

    def frame_of(tree_id):
        dump = json.loads(subprocess.run([binary, "layout", "card.json"], check=True, capture_output=True,
                                         text=True, cwd=work).stdout)
        stack = [dump["root"]]
        while stack:
            n = stack.pop()
            if n.get("id") == tree_id:
                f = n["frame"]
                return ", ".join(str(int(v)) if v == int(v) else str(v) for v in (f["x"], f["y"], f["width"], f["height"]))
            stack += n.get("children", [])
        return None

    port = free_port()
    server = subprocess.Popen([binary, "preview", "card.json", "--port", str(port)], cwd=work,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline().strip()
        expect(line == f"layoutviz preview: 1 input on http://127.0.0.1:{port}/ (Ctrl-C ends)", f"first line: {line!r}")
        base = f"http://127.0.0.1:{port}"
        status, index = get(base + "/")
        expect(status == 200 and 'href="/view/0"' in index and "card.json" in index, f"index: {status} {index[:200]}")

        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select
        with lvbrowser.Browser(scale=1, width=1280, height=800) as b:
            d = b.driver
            d.get(base + "/view/0")
            from selenium.common.exceptions import StaleElementReferenceException

            def panel(name):
                # The live update re-renders the panel: an element found just before it may be gone when read.
                for _ in range(50):
                    try:
                        return d.find_element(By.CSS_SELECTOR, f'#lv-panel [data-field="{name}"]').text
                    except StaleElementReferenceException:
                        time.sleep(0.01)
                return d.find_element(By.CSS_SELECTOR, f'#lv-panel [data-field="{name}"]').text
            row = next(r for r in d.find_elements(By.CSS_SELECTOR, "#lv-outline [data-path]") if "#box" in r.text)
            row.click()
            Select(d.find_element(By.ID, "lv-zoom")).select_by_visible_text("2")
            transform = d.execute_script("return document.getElementById('lv-stage').style.transform")
            before = panel("frame")
            expect(before == frame_of("box"), f"pinned box shows {before}, layout has {frame_of('box')}")
            d.save_screenshot(os.path.join(shots, "1-before-edit.png"))

            # Edit: the box's width 80 -> 120. The page must show the new frame within a second.
            start = time.monotonic()
            with open(tree, "w") as f:
                f.write(original.replace('"width": 80', '"width": 120'))
            want = frame_of("box")
            shown = None
            while time.monotonic() - start < 3:
                shown = panel("frame")
                if shown == want:
                    break
                time.sleep(0.02)
            took = time.monotonic() - start
            expect(shown == want, f"after the edit the panel shows {shown}, layout has {want}")
            expect(took < 1.0, f"the page took {took:.2f} s to show the edit (want < 1 s)")
            expect(panel("id") == "box", f"the pinned view after the edit is {panel('id')}")
            expect(d.execute_script("return document.getElementById('lv-stage').style.transform") == transform,
                   "the zoom/pan changed on update")
            expect(d.find_element(By.ID, "lv-zoom").get_attribute("value") == "2", "the zoom select changed")
            d.save_screenshot(os.path.join(shots, "2-after-edit.png"))
            print(f"preview: the edit showed after {took * 1000:.0f} ms")

            # Break it: the error shows with file:line:column, the last good figure stays.
            with open(tree, "w") as f:
                f.write(original.replace('"width": 80', '"width": "wide"'))
            bar = d.find_element(By.ID, "lv-error")
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline and not bar.is_displayed():
                time.sleep(0.02)
            expect(bar.is_displayed(), "no error bar after breaking the input")
            expect(re.match(r"card\.json:\d+:\d+: ", bar.text) is not None, f"error text: {bar.text!r}")
            expect(panel("frame") == want and d.execute_script(
                "return document.getElementById('lv-figure').naturalWidth") > 0, "the last good figure went away")
            d.save_screenshot(os.path.join(shots, "3-error.png"))
            status, index = get(base + "/")
            expect("card.json:" in index and "lv-error" in index, "the index does not show the error")

            # Mend it: the bar goes, the original frame is back.
            with open(tree, "w") as f:
                f.write(original)
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline and (bar.is_displayed() or panel("frame") != before):
                time.sleep(0.02)
            expect(not bar.is_displayed() and panel("frame") == before, "mending the input did not restore the page")

        # Only numbered pages: nothing reaches the file system.
        for path in ("/card.json", "/view/../card.json", "/view/%2e%2e/card.json", "/view/1", "/view/0/1x",
                     "/etc/passwd", "/view/-1", "/live/5/0"):
            line = raw_get(port, path)
            expect(" 404 " in line or line.endswith(" 404"), f"GET {path}: {line}")

        # A burst of requests.
        with concurrent.futures.ThreadPoolExecutor(32) as pool:
            codes = list(pool.map(lambda _: get(base + "/view/0")[0], range(300)))
        expect(codes.count(200) == 300, f"burst: {codes.count(200)} of 300 answered 200")

        # A WebSocket client that vanishes mid-update, and one that closes at once.
        sockets = []
        for _ in range(5):
            s, status_line = websocket(port, "/live/0/0")
            expect(" 101 " in status_line, f"WebSocket upgrade: {status_line}")
            sockets.append(s)
        with open(tree, "w") as f:
            f.write(original.replace('"width": 80', '"width": 100'))
        time.sleep(0.05)
        for s in sockets:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            s.close()  # a reset, not a goodbye
        time.sleep(0.5)
        expect(get(base + "/")[0] == 200 and server.poll() is None, "the server did not survive vanishing clients")

        # A second server on the same port: one clear line, exit 1.
        second = subprocess.run([binary, "preview", "card.json", "--port", str(port)], cwd=work,
                                capture_output=True, text=True, timeout=30)
        expect(second.returncode == 1 and f"port {port} on 127.0.0.1 is in use" in second.stderr
               and second.stderr.count("\n") == 1, f"port in use: {second.returncode} {second.stderr!r}")
    finally:
        # Ctrl-C ends it cleanly.
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            code = "hung"
        expect(code == 0, f"Ctrl-C: exit {code}, stderr {server.stderr.read()!r}")
    checks.finish("preview browser test", shots)


if __name__ == "__main__":
    main()
