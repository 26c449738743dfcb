// KeySlide player (GalleryPlayer.swift). Each .player holds its scene's data, the comparison
// SVG among it, in a JSON block. The SVG goes into the page only when the player comes within a
// screen of the window (or a control is used), and it plays only while on screen, so a page of
// many scenes costs what its visible players cost. Once in, the SVG is paused and the player owns
// the clock: every control is one call, seek(t) -> setCurrentTime(t).
// window.KeySlidePlayer.attach(root) makes a player of a .player added later (a preview page);
// player.update(data) shows new data at the same playhead.
(() => {
  'use strict';
  // Loaded again (two embeds pasted into one page): the first copy takes the new players.
  if (window.KeySlidePlayer) {
    for (const root of document.querySelectorAll('.player')) window.KeySlidePlayer.attach(root);
    return;
  }
  const players = [];
  let lastUsed = null;
  // Putting a picture in takes 10 to 40 ms for most scenes and 400 ms for the largest (parsing
  // and laying out thousands of elements, about 0.35 ms a kilobyte), so it waits until the page
  // has not scrolled for a moment and the browser is idle, and goes one step at a time (read the
  // data, parse the SVG, put it in: `advance`), one picture at a time: those on screen first,
  // then those within a screen of it, but only the light ones ahead of time (a heavy one would
  // hold the page up for longer than a frame where nobody asked to see it). While the page
  // scrolls, players on screen hold still too.
  const heavy = 150000;
  const waiting = new Set();
  let scheduled = false;
  let scrolling = false;
  let scrollEnd = 0;
  const idle = window.requestIdleCallback || ((work) => setTimeout(work, 1));
  function readyNext() {
    scheduled = false;
    if (scrolling) return;
    const next = [...waiting].find((player) => player.onScreen) || [...waiting][0];
    if (!next) return;
    if (next.advance()) waiting.delete(next);
    readySoon();
  }
  function readySoon(player) {
    if (player) waiting.add(player);
    if (scheduled || scrolling || !waiting.size) return;
    scheduled = true;
    idle(readyNext, { timeout: 300 });
  }
  addEventListener('scroll', () => {
    scrolling = true;
    clearTimeout(scrollEnd);
    scrollEnd = setTimeout(() => { scrolling = false; readySoon(); }, 150);
  }, { passive: true });
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const player = entry.target.keySlidePlayer;
      if (entry.isIntersecting && heavy > player.weight) readySoon(player);
    }
  }, { rootMargin: '100% 0px' });
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.keySlidePlayer.setOnScreen(entry.isIntersecting);
  });

  // The SVG text as an element of this page, or null when it does not parse. Each inline svg has
  // its own clock, but the page has one id space: its ids (clip paths) and the url(#...)
  // references to them get the player's prefix.
  function picture(text, prefix, label) {
    const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (parsed.querySelector('parsererror')) return null;
    const svg = document.importNode(parsed.documentElement, true);
    for (const element of svg.querySelectorAll('[id]')) element.id = prefix + element.id;
    for (const element of svg.querySelectorAll('[clip-path]')) {
      const clip = element.getAttribute('clip-path');
      element.setAttribute('clip-path', clip.split('url(#').join('url(#' + prefix));
    }
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    return svg;
  }

  function attach(root) {
    if (root.keySlidePlayer) return root.keySlidePlayer;
    const block = root.querySelector('script[type="application/json"]');
    const slot = root.querySelector('.picture');
    const slider = root.querySelector('input[type=range]');
    const readout = root.querySelector('output');
    const playButton = root.querySelector('[data-action=play]');
    const speed = root.querySelector('select');
    const list = root.querySelector('.now');
    const eventBar = root.querySelector('.events');
    let data = null;
    let svg = null;
    // The picture parsed ahead of being put in, and whether the SVG does not parse.
    let made = null;
    let broken = false;
    let end = 0;
    let time = 0;
    let wanted = true;
    let visible = false;
    let running = false;
    let last = null;
    let frames = 0;
    let shownSteps = null;

    // Each strategy's steps at the latest step time not after the playhead; redrawn only when
    // that set changes.
    function showSteps() {
      const latest = data.strategies.map((strategy) => {
        let at = null;
        for (const step of strategy.steps) if (time + 1e-9 >= step.t) at = step.t;
        return at;
      });
      const key = latest.join(',');
      if (key === shownSteps) return;
      shownSteps = key;
      list.replaceChildren();
      data.strategies.forEach((strategy, index) => {
        const item = document.createElement('li');
        const name = document.createElement('code');
        name.textContent = strategy.id;
        item.append(name);
        for (const step of strategy.steps.filter((step) => step.t === latest[index])) {
          const line = document.createElement('div');
          line.textContent = step.t.toFixed(2) + ' s ' + step.cause
            + (step.notes.length ? ': ' + step.notes.join(', ') : '')
            + (step.changes.length ? ' -> ' + step.changes.join('; ') : '');
          item.append(line);
        }
        if (latest[index] === null) item.append(' nothing yet');
        list.append(item);
      });
    }
    function showEvents() {
      const label = eventBar.querySelector('span');
      eventBar.replaceChildren(label);
      for (const event of data.events) {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.time = String(event.t);
        button.textContent = event.label;
        button.addEventListener('click', () => { player.pause(); seek(event.t); });
        eventBar.append(button);
      }
    }
    function seek(t) {
      if (!player.mount()) return;
      time = Math.min(Math.max(t, 0), end);
      svg.setCurrentTime(time);
      slider.value = String(time);
      readout.textContent = time.toFixed(2) + ' s';
      showSteps();
    }
    function tick(stamp) {
      if (!(running && wanted && visible && svg)) { running = false; return; }
      if (last !== null && !scrolling) {
        seek((time + (stamp - last) / 1000 * Number(speed.value)) % data.duration);
        frames += 1;
      }
      last = stamp;
      requestAnimationFrame(tick);
    }
    // Runs the clock while the player is wanted playing, on screen and in.
    function sync() {
      playButton.textContent = wanted ? 'Pause' : 'Play';
      if (running || !(wanted && visible && svg)) return;
      running = true;
      last = null;
      requestAnimationFrame(tick);
    }
    const player = {
      root,
      get svg() { return svg; },
      // Puts the picture in; false when its SVG does not parse (the picture is left as it was).
      mount() {
        if (svg) return true;
        if (!data) data = JSON.parse(block.textContent);
        return player.update(data);
      },
      // One step of putting the picture in; true once it is in, or cannot be.
      advance() {
        if (svg || broken) return true;
        if (!data) data = JSON.parse(block.textContent);
        else if (!made) broken = !(made = picture(data.svg, root.id + '-', slot.dataset.label || ''));
        else player.update(data);
        return !!svg || broken;
      },
      // Shows `data` (the JSON block's shape) at the same playhead, clamped to its length.
      update(next) {
        const fresh = next === data && made ? made : picture(next.svg, root.id + '-', slot.dataset.label || '');
        made = null;
        if (!fresh) return false;
        data = next;
        waiting.delete(player);
        if (svg) svg.replaceWith(fresh); else slot.replaceChildren(fresh);
        svg = fresh;
        svg.pauseAnimations();
        // At the very end a looping SMIL animation is back at its start: stop just short.
        end = Math.max(0, data.duration - 0.001);
        slider.max = String(data.duration);
        shownSteps = null;
        showEvents();
        for (const hidden of root.querySelectorAll('[hidden]')) hidden.hidden = false;
        seek(time);
        sync();
        return true;
      },
      play() { wanted = true; player.mount(); sync(); },
      pause() { wanted = false; sync(); },
      seek,
      toggle() { if (wanted) player.pause(); else player.play(); },
      // One frame of the scene's pictures back (-1) or on (1).
      step(count) { player.pause(); if (player.mount()) seek(time + count / data.fps); },
      // Event i of data.events: a time at which some strategy took a step.
      seekEvent(i) { player.pause(); if (player.mount()) seek(data.events[i].t); },
      setOnScreen(on) { visible = on; if (on && !svg) readySoon(player); sync(); },
      get time() { return time; },
      // Whether the player plays when on screen.
      get playing() { return wanted; },
      get onScreen() { return visible; },
      // The characters of the player's data, the SVG's mostly.
      get weight() { return block.textContent.length; },
      // Frames drawn while playing, for benchmarks.
      get frames() { return frames; },
    };
    root.keySlidePlayer = player;
    playButton.addEventListener('click', () => player.toggle());
    root.querySelector('[data-action=back]').addEventListener('click', () => player.step(-1));
    root.querySelector('[data-action=forward]').addEventListener('click', () => player.step(1));
    slider.addEventListener('input', () => { player.pause(); seek(Number(slider.value)); });
    root.addEventListener('pointerdown', () => { lastUsed = player; });
    root.addEventListener('focusin', () => { lastUsed = player; });
    players.push(player);
    near.observe(root);
    onScreen.observe(root);
    return player;
  }

  for (const root of document.querySelectorAll('.player')) attach(root);
  // Space, left and right act on the player last used, else the first one on screen.
  document.addEventListener('keydown', (event) => {
    if (event.target.closest('input, select, textarea')) return;
    if (event.key === ' ' && event.target.closest('button')) return;
    const player = lastUsed || players.find((p) => p.onScreen);
    if (!player) return;
    if (event.key === ' ') player.toggle();
    else if (event.key === 'ArrowLeft') player.step(-1);
    else if (event.key === 'ArrowRight') player.step(1);
    else return;
    event.preventDefault();
  });
  window.keySlidePlayers = players;
  window.KeySlidePlayer = { attach, players };
})();
