import KeySlideGeometry
import KeySlideMarkup
import KeySlideSVG
import KeySlideSimulation

/// The gallery's player: per scene, controls over the comparison picture (play/pause, a
/// scrubber, one frame back and on, a speed, a button per event) and the strategies' steps at the
/// playhead, driven by one small script, `Player.script`, written once at the end of the page.
///
/// The comparison SVG goes into the page itself, as a string in the scene's JSON block, and the
/// script parses it into an inline `<svg>` in place of the `<img>`: an SVG shown by `<img>` cannot
/// be paused, and an `<object>`'s document cannot be reached from a `file:` page (Chromium and
/// Firefox give every file its own origin), so inlining is what works from disk with no server.
/// Without scripts the page stays as it was: the `<img>` loops. The cost is the page's size: the
/// comparison SVGs are in it (Samples: about 1.7 MB of them).
extension Gallery {
    enum Player {
        /// Speeds offered, the last one chosen at first.
        static let speeds: [(value: String, label: String)] = [("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×")]

        /// The player for `scene`, around `comparison` (the `<img>` the script replaces); `id` is the
        /// section's id, which prefixes the inlined SVG's ids so that scenes' clip paths never clash.
        static func block(for scene: SceneFacts, svg: String, id: String, comparison: MarkupElement)
            -> MarkupElement
        {
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
            let eventButtons = events(of: scene).map { event in
                MarkupElement.Child.element(
                    HTML.element(
                        "button", [("type", "button"), ("data-time", number(event.time))],
                        text: event.time.readable(fixedDecimals: 2) + " s " + event.cause))
            }
            let eventBar = HTML.element(
                "div", [("class", "events"), ("hidden", "")],
                [.element(HTML.element("span", text: "Jump to"))] + eventButtons)
            let steps = HTML.element("ol", [("class", "now"), ("hidden", "")], text: "")
            let data = HTML.element("script", [("type", "application/json")], text: json(for: scene, svg: svg))
            // The controls sit right under the picture; the steps list beside it when there is room.
            let stage = HTML.element(
                "div", [("class", "stage")],
                [.element(HTML.element("div", [("class", "compare")], [.element(comparison)])), .element(steps)])
            return HTML.element(
                "div", [("class", "player"), ("id", "player-" + id)], HTML.lines([controls, eventBar, stage, data]))
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
                ("events", .array(events(of: scene).map { .number($0.time) })),
                ("strategies", .array(strategies)), ("svg", .string(svg)),
            ]).serialized()
        }

        /// A time in an attribute: JSON's exact spelling, so the script reads back the same number.
        static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }

        /// The `<script>` element holding `script`, the page's last element.
        static var scriptElement: MarkupElement { HTML.element("script", text: "\n" + script) }

        /// The page's style for the player.
        static let style = """
            .stage { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            .compare svg { max-width: 100%; height: auto; display: block; }
            .controls, .events { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
            .controls input[type=range] { flex: 1 1 240px; } .controls output { min-width: 4.5em; \
            font-variant-numeric: tabular-nums; }
            .events span { color: #6c6c70; font-size: 13px; } .events button { font-size: 12px; }
            .now { flex: 1 1 260px; margin: 0; padding: 8px 12px; list-style: none; font-size: 12px; \
            background: #f7f7fa; border-radius: 8px; max-height: 360px; overflow: auto; }
            .now li { margin: 0 0 6px; } .now div { color: #3a3a3c; }
            """

        /// The player's code, once per page, after every section. It holds no `<` (the page writes
        /// that character in scripts as an escape, `HTML.scriptText`), and no data: each scene's is
        /// in its JSON block. `window.keySlidePlayers` lists the players, for tests and consoles.
        static let script = """
            // KeySlide gallery player (GalleryPlayer.swift). Each .player takes its scene's comparison
            // SVG from its JSON block, puts it in the page in place of the img and pauses it; from then
            // on the player owns the clock and every control is one call, seek(t) -> setCurrentTime(t).
            (() => {
              'use strict';
              const players = [];
              let lastUsed = null;
              for (const root of document.querySelectorAll('.player')) {
                const data = JSON.parse(root.querySelector('script[type="application/json"]').textContent);
                const parsed = new DOMParser().parseFromString(data.svg, 'image/svg+xml');
                if (parsed.querySelector('parsererror')) continue;
                const svg = document.importNode(parsed.documentElement, true);
                // Each inline svg has its own clock, but the page has one id space: prefix this
                // SVG's ids (its clip paths) and the url(#...) references to them.
                const prefix = root.id + '-';
                for (const element of svg.querySelectorAll('[id]')) element.id = prefix + element.id;
                for (const element of svg.querySelectorAll('[clip-path]')) {
                  const clip = element.getAttribute('clip-path');
                  element.setAttribute('clip-path', clip.split('url(#').join('url(#' + prefix));
                }
                const picture = root.querySelector('img');
                svg.setAttribute('role', 'img');
                svg.setAttribute('aria-label', picture.alt);
                picture.replaceWith(svg);
                svg.pauseAnimations();
                for (const hidden of root.querySelectorAll('[hidden]')) hidden.hidden = false;

                const slider = root.querySelector('input[type=range]');
                const readout = root.querySelector('output');
                const playButton = root.querySelector('[data-action=play]');
                const speed = root.querySelector('select');
                const list = root.querySelector('.now');
                // At the very end a looping SMIL animation is back at its start: stop just short.
                const end = Math.max(0, data.duration - 0.001);
                let time = 0;
                let playing = false;
                let last = null;

                // Each strategy's steps at the latest step time not after the playhead.
                function showSteps() {
                  list.replaceChildren();
                  for (const strategy of data.strategies) {
                    const item = document.createElement('li');
                    const name = document.createElement('code');
                    name.textContent = strategy.id;
                    item.append(name);
                    const done = strategy.steps.filter((step) => time + 1e-9 >= step.t);
                    const latest = done.length ? done[done.length - 1].t : null;
                    for (const step of done.filter((step) => step.t === latest)) {
                      const line = document.createElement('div');
                      line.textContent = step.t.toFixed(2) + ' s ' + step.cause
                        + (step.notes.length ? ': ' + step.notes.join(', ') : '')
                        + (step.changes.length ? ' -> ' + step.changes.join('; ') : '');
                      item.append(line);
                    }
                    if (latest === null) item.append(' nothing yet');
                    list.append(item);
                  }
                }
                function seek(t) {
                  time = Math.min(Math.max(t, 0), end);
                  svg.setCurrentTime(time);
                  slider.value = String(time);
                  readout.textContent = time.toFixed(2) + ' s';
                  showSteps();
                }
                function tick(stamp) {
                  if (!playing) return;
                  if (last !== null) seek((time + (stamp - last) / 1000 * Number(speed.value)) % data.duration);
                  last = stamp;
                  requestAnimationFrame(tick);
                }
                function play() {
                  if (playing) return;
                  playing = true;
                  last = null;
                  playButton.textContent = 'Pause';
                  requestAnimationFrame(tick);
                }
                function pause() {
                  playing = false;
                  playButton.textContent = 'Play';
                }
                const player = {
                  root, svg, play, pause, seek,
                  toggle() { if (playing) pause(); else play(); },
                  // One frame of the scene's pictures back (-1) or on (1).
                  step(frames) { pause(); seek(time + frames / data.fps); },
                  // Event i of data.events: a time at which some strategy took a step.
                  seekEvent(i) { pause(); seek(data.events[i]); },
                  get time() { return time; },
                  get playing() { return playing; },
                };
                playButton.addEventListener('click', () => player.toggle());
                root.querySelector('[data-action=back]').addEventListener('click', () => player.step(-1));
                root.querySelector('[data-action=forward]').addEventListener('click', () => player.step(1));
                slider.addEventListener('input', () => { pause(); seek(Number(slider.value)); });
                for (const button of root.querySelectorAll('[data-time]')) {
                  button.addEventListener('click', () => { pause(); seek(Number(button.dataset.time)); });
                }
                root.addEventListener('pointerdown', () => { lastUsed = player; });
                root.addEventListener('focusin', () => { lastUsed = player; });
                players.push(player);
                seek(0);
                play();
              }
              // Space, left and right act on the player last used, else the first one on screen.
              document.addEventListener('keydown', (event) => {
                if (event.target.closest('input, select, textarea')) return;
                if (event.key === ' ' && event.target.closest('button')) return;
                const player = lastUsed || players.find((p) => p.root.getBoundingClientRect().bottom > 0);
                if (!player) return;
                if (event.key === ' ') player.toggle();
                else if (event.key === 'ArrowLeft') player.step(-1);
                else if (event.key === 'ArrowRight') player.step(1);
                else return;
                event.preventDefault();
              });
              window.keySlidePlayers = players;
            })();
            """
    }
}
