#!/usr/bin/env python3
"""How a gallery page (or any page) behaves in headless Chromium: load times, DOM size, main-thread
long tasks, frames a second while scrolling, and how often the players on screen draw.

    scripts/bench-gallery.py PAGE.html|URL [--runs N] [--width W --height H]
    scripts/bench-gallery.py PAGE.html --evaluate SCRIPT.js     (prints what the script gives)

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe: file
descriptors 3 and 4, messages ended by NUL), so nothing but Python's standard library is needed.
Each run gets a fresh profile. Figures, the median over the runs:

- load: the navigation's loadEventEnd (ms from navigation start);
- interactive: when the main thread went quiet, a lab stand-in for time to interactive: the end of
  the last long task (over 50 ms, PerformanceObserver 'longtask') that began before the page had
  been free of them for 1 s after DOMContentLoaded; DOMContentLoaded when there was none;
- first picture: when the first player put its SVG into the page (a MutationObserver);
- nodes: elements in the document once loaded (document.getElementsByTagName('*'), inline SVG
  included), every node (text too, a TreeWalker), and the elements again after the scroll;
- scroll fps: requestAnimationFrame callbacks a second over 3 s while the page scrolls 40 px a
  frame (window.scrollBy from the callback), and the longest gap between two;
- playing: with the first player scrolled into view and 1.5 s to settle, requestAnimationFrame
  callbacks a second over 2 s, and the frames the players drew a second in all (the sum of
  each player's `frames`, window.keySlidePlayers; a page without them reports none).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

PROBE = r"""
window.__bench = { longTasks: [] };
new MutationObserver((records, observer) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (node.nodeName === 'svg' && node.closest && node.closest('.player')) {
      window.__bench.firstPicture = performance.now();
      observer.disconnect();
      return;
    }
  }
}).observe(document, { childList: true, subtree: true });
window.__playerFrames = () => (window.keySlidePlayers || []).reduce((sum, player) => sum + (player.frames || 0), 0);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: 'longtask', buffered: true });
"""

MEASURE_LOAD = r"""
(async () => {
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const nav = performance.getEntriesByType('navigation')[0];
  const dcl = nav.domContentLoadedEventEnd;
  let interactive = dcl;
  for (const [start, duration] of window.__bench.longTasks.slice().sort((a, b) => a[0] - b[0])) {
    if (start - interactive > 1000) break;
    interactive = Math.max(interactive, start + duration);
  }
  return JSON.stringify({
    dcl, load: nav.loadEventEnd, interactive, firstPicture: window.__bench.firstPicture || null,
    longTasks: window.__bench.longTasks.length,
    longest: Math.max(0, ...window.__bench.longTasks.map((t) => t[1])),
    nodes: document.getElementsByTagName('*').length,
    allNodes: (() => { const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL); let n = 1; while (walker.nextNode()) n++; return n; })(),
    bytes: nav.decodedBodySize,
  });
})()
"""

MEASURE_SCROLL = r"""
(async () => {
  const frames = [];
  const playerStart = window.__playerFrames();
  const tasksBefore = window.__bench.longTasks.length;
  await new Promise((resolve) => {
    const start = performance.now();
    function frame(now) {
      frames.push(now);
      window.scrollBy(0, 40);
      if (now - start > 3000) resolve(); else requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
  const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
  let worst = 0;
  for (let i = 1; i !== frames.length; i++) worst = Math.max(worst, frames[i] - frames[i - 1]);
  return JSON.stringify({
    fps: (frames.length - 1) / seconds, worstFrame: worst,
    playerFps: (window.__playerFrames() - playerStart) / seconds,
    longTasks: window.__bench.longTasks.length - tasksBefore,
    nodes: document.getElementsByTagName('*').length,
  });
})()
"""

MEASURE_PLAY = r"""
(async () => {
  const first = document.querySelector('.player');
  if (first) first.scrollIntoView();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const frames = [];
  const playerStart = window.__playerFrames();
  await new Promise((resolve) => {
    const start = performance.now();
    function frame(now) {
      frames.push(now);
      if (now - start > 2000) resolve(); else requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  });
  const seconds = (frames[frames.length - 1] - frames[0]) / 1000;
  return JSON.stringify({
    fps: (frames.length - 1) / seconds,
    playerFps: (window.__playerFrames() - playerStart) / seconds,
    playing: (window.keySlidePlayers || []).filter((p) => p.onScreen && p.svg).length,
  });
})()
"""


class Browser:
    """One headless Chromium on a DevTools pipe."""

    def __init__(self, width, height):
        self.profile = tempfile.mkdtemp(prefix="keyslide-bench-gallery-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            sys.exit("chromium not found on PATH (apt-get install chromium)")
        # The child reads commands on fd 3 and writes answers on fd 4.
        # (Copied high first, so that neither end is overwritten when it already is 3 or 4.)
        def plumb():
            commands, answers = os.dup(to_child_r), os.dup(from_child_w)
            os.dup2(commands, 3)
            os.dup2(answers, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", f"--window-size={width},{height}",
             "about:blank"],
            close_fds=False, preexec_fn=plumb,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            answer = self.read()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            self.events.append(answer)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self.read())
        raise RuntimeError(f"no {method} in {timeout} s")

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def evaluate(browser, session, expression):
    result = browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                               "returnByValue": True}, session)
    if "exceptionDetails" in result:
        raise RuntimeError(json.dumps(result["exceptionDetails"])[:500])
    return json.loads(result["result"]["value"])


def open_page(browser, url, probe=None):
    """A session on a new tab showing `url` once its load event has fired."""
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    browser.send("Page.enable", session=session)
    if probe:
        browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": probe}, session)
    browser.send("Page.navigate", {"url": url}, session)
    browser.wait_for("Page.loadEventFired")
    return session


def run_once(url, width, height):
    browser = Browser(width, height)
    try:
        started = time.time()
        session = open_page(browser, url, PROBE)
        wall = (time.time() - started) * 1000
        load = evaluate(browser, session, MEASURE_LOAD)
        scroll = evaluate(browser, session, MEASURE_SCROLL)
        play = evaluate(browser, session, MEASURE_PLAY)
        return dict(load, wall=wall, scroll=scroll, play=play)
    finally:
        browser.close()


def evaluate_on(url, script, width, height):
    """Prints what `script` (an expression; a promise is awaited; its value is printed as it is, a
    string for JSON) gives on `url` once loaded, in real time: for looking into what only happens as
    frames are drawn (IntersectionObserver, requestAnimationFrame), which --virtual-time-budget
    runs too rarely to rely on."""
    browser = Browser(width, height)
    try:
        session = open_page(browser, url)
        result = browser.send("Runtime.evaluate", {"expression": script, "awaitPromise": True,
                                                   "returnByValue": True}, session)
        if "exceptionDetails" in result:
            sys.exit("the script failed: " + json.dumps(result["exceptionDetails"])[:1000])
        print(result["result"].get("value"))
    finally:
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("page")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument("--evaluate", metavar="SCRIPT-FILE",
                        help="instead of measuring, print what the script in this file gives on the page")
    arguments = parser.parse_args()
    served = arguments.page.startswith(("http://", "https://"))
    url = arguments.page if served else "file://" + os.path.abspath(arguments.page)
    if arguments.evaluate:
        with open(arguments.evaluate, encoding="utf-8") as file:
            evaluate_on(url, file.read(), arguments.width, arguments.height)
        return
    runs = [run_once(url, arguments.width, arguments.height) for _ in range(arguments.runs)]

    def median(pick):
        return statistics.median(pick(run) for run in runs)

    size = runs[0]["bytes"] if served else os.path.getsize(arguments.page)
    print(f"{arguments.page}: {size / 1e6:.2f} MB, median of {len(runs)} runs, "
          f"{arguments.width}x{arguments.height} window")
    print(f"  DOMContentLoaded {median(lambda r: r['dcl']):.0f} ms, load {median(lambda r: r['load']):.0f} ms, "
          f"interactive {median(lambda r: r['interactive']):.0f} ms "
          f"(load event seen after {median(lambda r: r['wall']):.0f} ms wall)")
    pictures = [run['firstPicture'] for run in runs if run['firstPicture'] is not None]
    if pictures:
        print(f"  first player's picture in at {statistics.median(pictures):.0f} ms")
    print(f"  long tasks while loading {median(lambda r: r['longTasks']):.0f}, "
          f"longest {median(lambda r: r['longest']):.0f} ms")
    print(f"  DOM elements {median(lambda r: r['nodes']):.0f} ({median(lambda r: r['allNodes']):.0f} nodes) loaded, "
          f"{median(lambda r: r['scroll']['nodes']):.0f} after scrolling")
    print(f"  scrolling: {median(lambda r: r['scroll']['fps']):.1f} frames/s, "
          f"worst frame {median(lambda r: r['scroll']['worstFrame']):.0f} ms, "
          f"long tasks {median(lambda r: r['scroll']['longTasks']):.0f}")
    print(f"  playing (the first player on screen, 2 s): {median(lambda r: r['play']['fps']):.1f} frames/s, "
          f"{median(lambda r: r['play']['playing']):.0f} players on screen drew "
          f"{median(lambda r: r['play']['playerFps']):.1f} frames/s in all")


if __name__ == "__main__":
    main()
