#!/usr/bin/env python3
"""How soon `keyslide preview` pushes a new picture after a scene file is saved.

    scripts/bench-preview.py KEYSLIDE SCENE [--saves N]

Copies SCENE into a temporary folder, starts `KEYSLIDE preview COPY --port 0`, follows its
server-sent events (/events) and saves the copy N times (each save changes the title, so every
save is a new render). For each save it measures the time from the write to the event that
carries the new render. Prints the median, the best and the worst, in milliseconds, and the
machine's load average, since other work on the machine shows in these figures.

What a save costs is the server's poll (every 40 ms), the 25 ms it waits for the file to stay as
it is, loading and running the scene, and drawing its comparison.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def next_state(response):
    """The data of the next `state` event on the stream, as a dict."""
    name, data = None, []
    while True:
        line = response.fp.readline()
        if not line:
            raise SystemExit("bench-preview: the event stream ended")
        line = line.decode("utf-8").rstrip("\r\n")
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].lstrip())
        elif line == "":
            if name == "state" and data:
                return json.loads("\n".join(data))
            name, data = None, []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("keyslide")
    parser.add_argument("scene")
    parser.add_argument("--saves", type=int, default=15)
    options = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="keyslide-bench-preview-")
    copy = os.path.join(folder, os.path.basename(options.scene))
    shutil.copyfile(options.scene, copy)
    with open(copy, encoding="utf-8") as file:
        original = file.read()
    if not re.search(r"^title:", original, re.MULTILINE):
        raise SystemExit(f"bench-preview: {options.scene} has no top-level title: line to change")
    server = subprocess.Popen(
        [options.keyslide, "preview", copy, "--port", "0"], stdout=subprocess.PIPE, text=True
    )
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            raise SystemExit(f"bench-preview: no address in {line!r}")
        connection = http.client.HTTPConnection("127.0.0.1", int(match.group(1)), timeout=30)
        connection.request("GET", "/events")
        response = connection.getresponse()
        generation = next_state(response)["generation"]
        times = []
        for save in range(options.saves):
            time.sleep(0.3)
            text = re.sub(r"^title:.*$", f"title: bench save {save}", original, count=1, flags=re.MULTILINE)
            start = time.monotonic()
            with open(copy, "w", encoding="utf-8") as file:
                file.write(text)
            while True:
                state = next_state(response)
                if state["generation"] != generation:
                    break
            times.append((time.monotonic() - start) * 1000)
            generation = state["generation"]
            if state.get("failure"):
                raise SystemExit(f"bench-preview: the save failed: {state['failure']}")
        load = " ".join(open("/proc/loadavg").read().split()[:3])
        print(
            f"preview, save to pushed render ({os.path.basename(options.scene)}, {options.saves} saves): "
            f"median {statistics.median(times):.0f} ms, best {min(times):.0f} ms, worst {max(times):.0f} ms "
            f"(load average {load})"
        )
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
