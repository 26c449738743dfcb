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
