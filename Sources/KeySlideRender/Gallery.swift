import Foundation
import KeySlideSVG
import KeySlideScene
import KeySlideSimulation

/// The gallery page a batch run writes: every scene with its comparison picture, its verdict
/// table and each strategy's pictures. Plain HTML with relative links and no script, so it opens
/// from disk with no server.
public enum Gallery {
    public static func html(for result: Batch.Result, outputFolder: String) -> String {
        var body: [String] = []
        let good = result.scenes.filter { $0.error == nil }
        body.append("<h1>KeySlide gallery</h1>")
        body.append("<p class=\"lede\">\(good.count) scene\(good.count == 1 ? "" : "s") rendered\(result.failures.isEmpty ? "" : ", \(result.failures.count) failed"). Each picture loops; the verdicts say how long the focused field was covered, whether it was fully visible once motion stopped, whether anything jumped, and whether everything came back home after the keyboard left.</p>")
        let ids = anchors(for: result.scenes)
        body.append("<nav><ul>" + zip(result.scenes, ids).map { entry, id in
            let label = entry.scene?.title ?? (entry.file as NSString).lastPathComponent
            return "<li><a href=\"#\(link(id))\">\(escape(label))</a>\(entry.error == nil ? "" : " <span class=\"bad\">failed</span>")</li>"
        }.joined() + "</ul></nav>")
        for (entry, id) in zip(result.scenes, ids) {
            body.append(section(for: entry, id: id))
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>KeySlide gallery</title>
            <style>
            body { font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; margin: 0 auto; max-width: 1800px; padding: 24px; color: #1c1c1e; background: #f2f2f7; }
            h1 { font-size: 28px; margin: 0 0 8px; }
            h2 { font-size: 20px; margin: 0 0 4px; }
            nav ul { columns: 2; padding-left: 18px; }
            section { background: #fff; border-radius: 12px; padding: 20px; margin: 24px 0; }
            .meta { color: #6c6c70; margin: 0 0 12px; }
            .compare img { max-width: 100%; height: auto; }
            table { border-collapse: collapse; margin: 16px 0; }
            th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #e5e5ea; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            .good { color: #248a3d; } .bad { color: #d70015; }
            .strategies { display: flex; flex-wrap: wrap; gap: 16px; }
            figure { margin: 0; } figure img { height: 360px; width: auto; } figcaption { font-size: 13px; color: #6c6c70; }
            pre { white-space: pre-wrap; background: #fff0f0; padding: 12px; border-radius: 8px; }
            </style>
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// A section's id before de-duplication: the scene file's name, extension included, with
    /// anything but letters, digits, `-` and `_` turned into `-` (ids may not hold spaces).
    static func anchor(for entry: Batch.SceneResult) -> String {
        let name = (entry.file as NSString).lastPathComponent
        return "scene-" + String(name.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
        })
    }

    /// Every section's id, made unique with `-2`, `-3` … where file names differ only in the
    /// characters an id cannot hold (`a b.yaml`, `a-b.yaml`).
    static func anchors(for entries: [Batch.SceneResult]) -> [String] {
        var used: Set<String> = []
        return entries.map { entry in
            let base = anchor(for: entry)
            var id = base, copy = 1
            while !used.insert(id).inserted {
                copy += 1
                id = "\(base)-\(copy)"
            }
            return id
        }
    }

    static func section(for entry: Batch.SceneResult, id: String) -> String {
        guard let scene = entry.scene, entry.error == nil, let report = entry.report else {
            return """
                <section id="\(escape(id))" class="failed">
                <h2>\(escape((entry.file as NSString).lastPathComponent))</h2>
                <pre>\(escape(entry.error ?? "unknown error"))</pre>
                </section>
                """
        }
        let headings = (["strategy"] + Verdicts.columnHeadings + ["pictures"]).map { "<th>\($0)</th>" }
        var rows = ["<tr>" + headings.joined() + "</tr>"]
        for explanation in report.explanations {
            // The first two verdict columns are figures, aligned right; tone colours the cell.
            let cells = explanation.verdicts.columnCells.enumerated().map { column, words in
                let tone = switch words.tone { case .good: ["good"]; case .bad: ["bad"]; case .neutral: [String]() }
                let classes = (column < 2 ? ["num"] : []) + tone
                return (classes.isEmpty ? "<td>" : "<td class=\"\(classes.joined(separator: " "))\">") + words.text + "</td>"
            }
            let name = "\(scene.name)-\(explanation.strategy)"
            rows.append("<tr><td><code>\(escape(explanation.strategy))</code></td>" + cells.joined()
                + "<td><a href=\"\(link(name + ".svg"))\">SVG</a> · <a href=\"\(link(name + ".gif"))\">GIF</a></td></tr>")
        }
        let figures = report.explanations.map { explanation in
            let name = "\(scene.name)-\(explanation.strategy)"
            return "<figure><img src=\"\(link(name + ".gif"))\" alt=\"\(escape(explanation.strategy)) on \(escape(scene.title))\" loading=\"lazy\"><figcaption>\(escape(explanation.strategy))</figcaption></figure>"
        }
        return """
            <section id="\(escape(id))">
            <h2>\(escape(scene.title))</h2>
            <p class="meta"><code>\(escape(scene.name))</code> · \(escape(scene.device.name)) · \(escape(scene.profile.name)) · \(escape(scene.orientation.rawValue)) · \(escape(scene.duration.readable(fixedDecimals: 1))) s · <a href="\(link(scene.name + "-explain.json"))">explain report (JSON)</a> · <a href="\(link(scene.name + "-compare.gif"))">comparison as GIF</a></p>
            <div class="compare"><img src="\(link(scene.name + "-compare.svg"))" alt="\(escape(scene.title)): the strategies side by side"></div>
            <table>
            \(rows.joined(separator: "\n"))
            </table>
            <details><summary>Each strategy on its own (GIF)</summary><div class="strategies">\(figures.joined())</div></details>
            </section>
            """
    }

    /// A file name (or an anchor) as a relative URL inside an attribute: every character but
    /// RFC 3986's unreserved ones percent-encoded as UTF-8, so a scene file named `form #2 50%.yaml`
    /// still links its pictures instead of cutting the URL at `#` or breaking on `%`.
    static func link(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return out
    }

    /// HTML-escaped text: the one escaping function for the page.
    static func escape(_ text: String) -> String { XMLElement.escape(text, quotes: true) }
}
