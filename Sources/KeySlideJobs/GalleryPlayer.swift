import KeySlideGeometry
import KeySlideMarkup
import KeySlideSVG
import KeySlideSimulation

/// The gallery's player: per scene, controls over the comparison picture (play/pause, a
/// scrubber, one frame back and on, a speed, a button per event) and the strategies' steps at the
/// playhead, driven by one small script, `Player.script`, written once at the end of the page.
///
/// The comparison SVG goes into the page itself, as a string in the scene's JSON block, and the
/// script parses it into an inline `<svg>`: an SVG shown by `<img>` cannot be paused, and an
/// `<object>`'s document cannot be reached from a `file:` page (Chromium and Firefox give every
/// file its own origin), so inlining is what works from disk with no server. The script does so
/// only for players on screen, or within a screen of it when their SVG is light, and plays only
/// those on screen: 44 scenes' SVGs at once made the Samples' page take seconds to open and play
/// at 3 frames a second (docs/performance.md). Until then the picture is an empty box of the SVG's size, so nothing
/// moves when it arrives; without scripts the box shows the SVG through `<img>`, which loops.
///
/// The same markup and script make a player on any page (`Embed`; a preview page): the script
/// finds every `.player`, and `window.KeySlidePlayer.attach(root)` takes one added later.
extension Gallery {
    enum Player {
        /// Speeds offered, the last one chosen at first.
        static let speeds: [(value: String, label: String)] = [("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×")]

        /// The player for `scene`, around `comparison` (what is shown when scripts do not run: the
        /// gallery's `<img>`); `id` is the section's id, which prefixes the inlined SVG's ids so
        /// that scenes' clip paths never clash; `label` names the picture for screen readers (by
        /// default the `<img>`'s `alt`).
        static func block(
            for scene: SceneFacts, svg: String, id: String, comparison: MarkupElement, label: String? = nil
        ) -> MarkupElement {
            let button = { (action: String, title: String, label: String) in
                MarkupElement.Child.element(
                    HTML.element(
                        "button", [("type", "button"), ("data-action", action), ("title", title)], text: label))
            }
            let speedOptions = speeds.map { speed in
                MarkupElement.Child.element(
                    HTML.element(
                        "option", [("value", speed.value)] + (speed.value == "1" ? [("selected", "")] : []),
                        text: speed.label))
            }
            let controls = HTML.element(
                "div", [("class", "controls"), ("hidden", "")],
                [
                    button("play", "Play or pause (space)", "Pause"),
                    button("back", "One frame back (←)", "◀ frame"),
                    button("forward", "One frame on (→)", "frame ▶"),
                    .element(
                        MarkupElement(
                            "input",
                            [
                                ("type", "range"), ("min", "0"), ("max", number(scene.duration)), ("step", "any"),
                                ("value", "0"), ("aria-label", "Time"),
                            ])),
                    .element(HTML.element("output", text: "0.00 s")),
                    .element(HTML.element("select", [("aria-label", "Speed")], speedOptions)),
                ])
            // The script adds a button per event (`json`'s labels).
            let eventBar = HTML.element(
                "div", [("class", "events"), ("hidden", "")], [.element(HTML.element("span", text: "Jump to"))])
            let steps = HTML.element("ol", [("class", "now"), ("hidden", "")], text: "")
            let data = HTML.element("script", [("type", "application/json")], text: json(for: scene, svg: svg))
            // The controls sit right under the picture; the steps list beside it when there is room.
            let stage = HTML.element(
                "div", [("class", "stage")],
                [
                    .element(
                        HTML.element(
                            "div", [("class", "compare")], [.element(slot(for: comparison, svg: svg, label: label))])),
                    .element(steps),
                ])
            return HTML.element(
                "div", [("class", "player"), ("id", "player-" + id)], HTML.lines([controls, eventBar, stage, data]))
        }

        /// The box the script puts the SVG in: the SVG's size (so nothing on the page moves when
        /// it comes), the SVG's label, and `comparison` inside `<noscript>`, which a browser
        /// running scripts neither builds nor fetches.
        static func slot(for comparison: MarkupElement, svg: String, label: String?) -> MarkupElement {
            let label = label ?? comparison.attributes.first { $0.name == "alt" }?.value ?? ""
            var attributes = [("class", "picture"), ("data-label", label)]
            if let size = size(ofSVG: svg) {
                let (width, height) = (number(size.width), number(size.height))
                attributes.append(("style", "width: \(width)px; aspect-ratio: \(width) / \(height)"))
            }
            return HTML.element("div", attributes, [.element(HTML.element("noscript", [], [.element(comparison)]))])
        }

        /// The `width` and `height` of the SVG's root element, in pixels, when both are positive
        /// numbers (a comparison inlined has passed `SVGCheck`, so they are SVGNumbers).
        static func size(ofSVG svg: String) -> (width: Double, height: Double)? {
            guard let start = svg.range(of: "<svg "), let end = svg[start.upperBound...].firstIndex(of: ">") else {
                return nil
            }
            let tag = svg[start.upperBound..<end]
            func value(_ name: String) -> Double? {
                guard let found = tag.range(of: " " + name + "=\""),
                    let close = tag[found.upperBound...].firstIndex(of: "\""),
                    let number = Double(tag[found.upperBound..<close]), number > 0, number.isFinite
                else { return nil }
                return number
            }
            guard let width = value("width"), let height = value("height") else { return nil }
            return (width, height)
        }

        /// The events a user can jump to: every time at which some strategy took a step, with the
        /// first strategy's cause at that time (a notification or callback), in time order.
        static func events(of scene: SceneFacts) -> [(time: Double, cause: String)] {
            var seen: [Double: String] = [:]
            for strategy in scene.strategies {
                for step in strategy.steps where seen[step.time] == nil { seen[step.time] = step.cause }
            }
            return seen.keys.sorted().map { ($0, seen[$0] ?? "") }
        }

        /// The scene's data for the script: timing, events, steps per strategy and the SVG text.
        static func json(for scene: SceneFacts, svg: String) -> String {
            let strategies = scene.strategies.map { strategy in
                JSONValue.object([
                    ("id", .string(strategy.id)),
                    (
                        "steps",
                        .array(
                            strategy.steps.map { step in
                                .object([
                                    ("t", .number(step.time)), ("cause", .string(step.cause)),
                                    ("notes", .array(step.notes.map(JSONValue.string))),
                                    ("changes", .array(step.changes.map(JSONValue.string))),
                                ])
                            })
                    ),
                ])
            }
            return JSONValue.object([
                ("duration", .number(scene.duration)), ("fps", .integer(scene.fps)),
                (
                    "events",
                    .array(
                        events(of: scene).map { event in
                            .object([("t", .number(event.time)), ("label", .string(label(of: event)))])
                        })
                ),
                ("strategies", .array(strategies)), ("svg", .string(svg)),
            ]).serialized()
        }

        /// An event's button: its time and cause, `0.25 s keyboardWillShow`.
        static func label(of event: (time: Double, cause: String)) -> String {
            event.time.readable(fixedDecimals: 2) + " s " + event.cause
        }

        /// A time in an attribute: JSON's exact spelling, so the script reads back the same number.
        static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }

        /// The `<script>` element holding `script`, the page's last element.
        static var scriptElement: MarkupElement { HTML.element("script", text: "\n" + script) }

        /// The page's style for the player (Resources/player.css).
        static let style = embeddedText(PackageResources.player_css)

        /// The player's code, once per page, after every section. It holds no `<` (the page writes
        /// that character in scripts as an escape, `HTML.scriptText`), and no data: each scene's is
        /// in its JSON block. `window.keySlidePlayers` lists the players, for tests and consoles. It is
        /// Resources/player.js, a file of its own so that it is read and edited as JavaScript.
        static let script = embeddedText(PackageResources.player_js)
    }
}
