import Foundation

/// Headless Chromium as a test oracle for animated SVG: the browser's own SMIL engine says where
/// things are at a given time, without decoding a single pixel.
///
/// The method (docs/facts.md §R0.10, §R4.3, checked on Chromium 156): an HTML page holds N
/// inline copies of an SVG; every outermost `<svg>` is its own time container, so each copy is
/// paused and seeked with `pauseAnimations()` / `setCurrentTime(t)`. A script then reads
/// positions (`getCTM`), visibility and clip rectangles and writes them into the page as text,
/// and `--dump-dom` hands the page back. `--virtual-time-budget` lets the page's timers run
/// without waiting in real time.
public enum Chromium {
    /// The browser binary, or an error saying how to get one.
    public static func executable() throws -> String {
        guard let path = ExternalTool.find(["chromium"]) else {
            throw ExternalTool.Failure(
                "chromium not found on PATH; run `make test` (it installs the Debian chromium package)")
        }
        return path
    }

    // MARK: Running the browser

    /// The page's DOM, serialized, after `virtualTimeBudget` milliseconds of virtual time.
    ///
    /// - Parameter files: more files written next to the page (an SVG for an `<img src>`, say).
    public static func dumpDOM(html: String, files: [String: Data] = [:], virtualTimeBudget: Int = 5000) throws
        -> String
    {
        try withPage(html: html, files: files) { directory, page in
            let result = try launch(["--virtual-time-budget=\(virtualTimeBudget)", "--dump-dom", page], in: directory)
            return String(decoding: result.standardOutput, as: UTF8.self)
        }
    }

    /// A PNG screenshot of `html` in a `width`×`height` window.
    ///
    /// With `virtualTimeBudget` the shot is taken once that much virtual time has passed (timers
    /// and inline SMIL follow virtual time). Without it the shot is taken when the page has loaded;
    /// an SVG shown through `<img>` runs on the real clock, so a page that wants it to have moved
    /// must spend real time before its load event ends.
    public static func screenshot(
        html: String, width: Int, height: Int, files: [String: Data] = [:], virtualTimeBudget: Int? = 2000
    ) throws -> Data {
        try withPage(html: html, files: files) { directory, page in
            let shot = directory.appendingPathComponent("screenshot.png")
            var arguments = [
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
                "--screenshot=\(shot.path)",
            ]
            if let budget = virtualTimeBudget { arguments.append("--virtual-time-budget=\(budget)") }
            let result = try launch(arguments + [page], in: directory)
            guard let png = try? Data(contentsOf: shot), png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                throw ExternalTool.Failure(
                    "chromium wrote no screenshot (exit \(result.status)): \(result.standardError.suffix(1500))")
            }
            return png
        }
    }

    /// The DOM of a page already on disk (a gallery and the pictures it links, say), serialized
    /// after `virtualTimeBudget` milliseconds of virtual time. The page's relative links resolve
    /// against its own folder; the browser's profile goes in a temporary folder elsewhere.
    /// The text a page's script wrote into `<pre id="ID">…</pre>`, as the dumped DOM escapes it;
    /// `nil` when the element is missing or empty (the script did not get that far).
    public static func preText(id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "<pre id=\"\(id)\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return nil }
        let text = String(dom[start.upperBound..<end.lowerBound])
        return text.isEmpty ? nil : text
    }

    public static func dumpDOM(ofFile path: String, virtualTimeBudget: Int = 5000) throws -> String {
        try ExternalTool.withTemporaryDirectory { directory in
            let page = URL(fileURLWithPath: path).absoluteString
            let result = try launch(["--virtual-time-budget=\(virtualTimeBudget)", "--dump-dom", page], in: directory)
            return String(decoding: result.standardOutput, as: UTF8.self)
        }
    }

    private static func withPage<T>(html: String, files: [String: Data], _ body: (URL, String) throws -> T) throws -> T
    {
        try ExternalTool.withTemporaryDirectory { directory in
            for (name, data) in files.sorted(by: { $0.key < $1.key }) {
                try data.write(to: directory.appendingPathComponent(name))
            }
            let page = directory.appendingPathComponent("page.html")
            try Data(html.utf8).write(to: page)
            return try body(directory, page.absoluteString)
        }
    }

    /// Runs the browser headless. Each run gets its own profile directory, so tests running in
    /// parallel never fight over a profile lock. `--no-sandbox` because tests may run as root.
    private static func launch(_ arguments: [String], in directory: URL) throws -> ExternalTool.Result {
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
        ]
        let result = try ExternalTool.run(try executable(), common + arguments, in: directory, timeout: 180)
        guard result.status == 0 else {
            throw ExternalTool.Failure(
                "chromium exited with status \(result.status): \(result.standardError.suffix(1500))")
        }
        return result
    }

    // MARK: Reading SMIL state

    /// What the browser shows for one copy of an SVG.
    public struct SVGState: Decodable, Sendable {
        /// Every element with a `data-name`, in document order.
        public var groups: [NamedGroup]
        /// Every `<clipPath>`'s rectangle, in document order, as animated.
        public var clips: [ClipRect]
        /// Every visible drawn element (outside clip paths), in document order, with its box in
        /// pixels from the SVG's top-left corner.
        public var shapes: [ShapeBox]

        public func group(_ name: String) -> NamedGroup? { groups.first { $0.name == name } }
    }

    public struct NamedGroup: Decodable, Sendable {
        public var name: String
        /// The translation from the group's coordinates to the SVG's pixels.
        public var x: Double
        public var y: Double
        /// The computed `visibility` is `visible`.
        public var visible: Bool
        /// The computed `opacity` of the element itself (1 unless it fades).
        public var opacity: Double
    }

    public struct ClipRect: Decodable, Sendable {
        public var id: String
        /// In the clip's user units (points).
        public var x, y, width, height: Double
    }

    public struct ShapeBox: Decodable, Sendable {
        public var tag: String
        public var x, y, width, height: Double
    }

    /// The state of each document, seeked to its time (`nil` leaves a static document as is).
    ///
    /// Documents are parsed as XML with `DOMParser`, exactly as a `.svg` file would be, then
    /// adopted into the page.
    public static func inspect(_ documents: [(svg: String, time: Double?)]) throws -> [SVGState] {
        let entries = documents.map { document in
            "{svg:\"\(Data(document.svg.utf8).base64EncodedString())\",time:\(document.time.map { String($0) } ?? "null")}"
        }
        let html = """
            <!doctype html><html><body><pre id="result"></pre><script>
            const out = document.getElementById('result');
            window.onerror = (message) => { out.textContent = 'ERROR ' + message; };
            const docs = [\(entries.joined(separator: ",\n"))];
            const decode = (b64) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
            \(isolateIDsScript)
            const roots = docs.map((d, index) => {
              const parsed = new DOMParser().parseFromString(decode(d.svg), 'image/svg+xml');
              if (parsed.querySelector('parsererror')) throw new Error('SVG does not parse: ' + parsed.querySelector('parsererror').textContent);
              const svg = document.importNode(parsed.documentElement, true);
              isolateIDs(svg, 'd' + index + '-');
              const holder = document.createElement('div');
              holder.appendChild(svg);
              document.body.appendChild(holder);
              if (d.time !== null) { svg.pauseAnimations(); svg.setCurrentTime(d.time); }
              return svg;
            });
            function read(svg) {
              const origin = svg.getBoundingClientRect();
              const groups = [...svg.querySelectorAll('[data-name]')].map((g) => {
                const m = g.getCTM();
                const style = getComputedStyle(g);
                return { name: g.getAttribute('data-name'), x: m.e, y: m.f, visible: style.visibility === 'visible', opacity: parseFloat(style.opacity) };
              });
              const clips = [...svg.querySelectorAll('clipPath')].map((c) => {
                const r = c.querySelector('rect');
                return { id: c.id.slice(c.id.indexOf('-') + 1), x: r.x.animVal.value, y: r.y.animVal.value, width: r.width.animVal.value, height: r.height.animVal.value };
              });
              const shapes = [...svg.querySelectorAll('rect, circle, line, polyline, text')]
                .filter((e) => !e.closest('clipPath') && getComputedStyle(e).visibility === 'visible')
                .map((e) => {
                  const b = e.getBoundingClientRect();
                  return { tag: e.tagName, x: b.x - origin.x, y: b.y - origin.y, width: b.width, height: b.height };
                });
              return { groups, clips, shapes };
            }
            // Seeks take effect once the documents' timelines have started: read on a later task.
            setTimeout(() => {
              const bytes = new TextEncoder().encode(JSON.stringify(roots.map(read)));
              let binary = '';
              for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
              out.textContent = btoa(binary);
            }, 100);
            </script></body></html>
            """
        let dom = try dumpDOM(html: html, virtualTimeBudget: 3000)
        guard let start = dom.range(of: "<pre id=\"result\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else {
            throw ExternalTool.Failure("chromium returned no result element: \(dom.prefix(500))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
        guard let json = Data(base64Encoded: text) else {
            throw ExternalTool.Failure("chromium page reported: \(text.prefix(1000))")
        }
        return try JSONDecoder().decode([SVGState].self, from: json)
    }

    /// JavaScript: copies of one SVG in one page share one id space, so each copy's ids (`c0`, …)
    /// get a prefix and its `url(#…)` references follow; otherwise every copy would clip with the
    /// first copy's clip path. (A standalone file or `<img>` has its own id space.)
    static let isolateIDsScript = """
        function isolateIDs(svg, prefix) {
          for (const element of [svg, ...svg.querySelectorAll('*')]) {
            if (element.id) element.id = prefix + element.id;
            for (const attribute of [...element.attributes]) {
              if (attribute.value.includes('url(#')) attribute.value = attribute.value.split('url(#').join('url(#' + prefix);
            }
          }
        }
        """

    // MARK: Pages for looking

    /// A page showing `svg` paused at each of `times`, copy `i` with its top-left corner at
    /// column `(i % columns) · cellWidth`, row `(i / columns) · cellHeight` of the page, nothing
    /// else on it: a screenshot of the page can be cut back into one picture per time.
    public static func seekGridPage(svg: String, times: [Double], columns: Int, cellWidth: Int, cellHeight: Int)
        -> String
    {
        let encoded = Data(svg.utf8).base64EncodedString()
        let timeList = times.map { String($0) }.joined(separator: ",")
        return """
            <!doctype html><html><head><style>
            html, body { margin: 0; padding: 0; background: #ffffff; }
            svg { position: absolute; display: block; }
            </style></head><body><script>
            const text = new TextDecoder().decode(Uint8Array.from(atob("\(encoded)"), (c) => c.charCodeAt(0)));
            \(isolateIDsScript)
            [\(timeList)].forEach((t, index) => {
              const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
              const svg = document.importNode(parsed.documentElement, true);
              isolateIDs(svg, 'd' + index + '-');
              svg.style.left = ((index % \(max(columns, 1))) * \(cellWidth)) + 'px';
              svg.style.top = (Math.floor(index / \(max(columns, 1))) * \(cellHeight)) + 'px';
              document.body.appendChild(svg);
              svg.pauseAnimations();
              svg.setCurrentTime(t);
            });
            </script></body></html>
            """
    }

    /// A page showing `svg` paused at each of `times`, side by side in `columns` columns with the
    /// time written under each copy: one screenshot shows the whole animation.
    public static func filmstripPage(svg: String, times: [Double], columns: Int) -> String {
        let encoded = Data(svg.utf8).base64EncodedString()
        let timeList = times.map { String($0) }.joined(separator: ",")
        return """
            <!doctype html><html><head><style>
            body { margin: 8px; background: #ddd; font: 12px sans-serif; }
            .grid { display: grid; grid-template-columns: repeat(\(max(columns, 1)), max-content); gap: 8px; }
            figure { margin: 0; } figcaption { text-align: center; }
            </style></head><body><div class="grid" id="grid"></div><script>
            const text = new TextDecoder().decode(Uint8Array.from(atob("\(encoded)"), (c) => c.charCodeAt(0)));
            \(isolateIDsScript)
            [\(timeList)].forEach((t, index) => {
              const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
              const svg = document.importNode(parsed.documentElement, true);
              isolateIDs(svg, 'd' + index + '-');
              const figure = document.createElement('figure');
              const caption = document.createElement('figcaption');
              caption.textContent = 't = ' + t + ' s';
              figure.append(svg, caption);
              document.getElementById('grid').appendChild(figure);
              svg.pauseAnimations();
              svg.setCurrentTime(t);
            });
            </script></body></html>
            """
    }
}
