// KeySlide preview (PreviewPage.swift). Follows the scene's renders as server-sent events: each
// good render's page (the gallery's own, with its player) loads in a frame behind the one shown
// and takes its place at the same playhead once it has loaded; a failed save shows its message
// above the last good picture, which stays. The switches are the page's query; changing one
// asks for the scene's events again with the new query.
(() => {
  'use strict';
  const stage = document.getElementById('stage');
  const status = document.getElementById('status');
  const failure = document.getElementById('failure');
  const warnings = document.getElementById('warnings');
  const form = document.getElementById('switches');
  const boxes = [...form.querySelectorAll('input[name=strategy]')];
  const sceneDevice = form.querySelector('select[name=device] option[value=""]');
  const sceneAppearance = form.querySelector('select[name=appearance] option[value=""]');
  // Strategies ticked by hand (or in the address) are sent; until then the scene's own run.
  let chosenStrategies = boxes.some((box) => box.checked);
  let source = null;
  let shown = null;
  let loading = null;
  let wanted = null;

  function query() {
    const params = new URLSearchParams(location.search);
    const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
    if (chosenStrategies && ticked.length) params.set('strategies', ticked.join(','));
    else params.delete('strategies');
    for (const select of form.querySelectorAll('select[name]')) {
      if (select.value) params.set(select.name, select.value);
      else params.delete(select.name);
    }
    return params.toString();
  }

  // The first player of a frame's page, if it has loaded one.
  function playerOf(frame) {
    try {
      return frame.contentWindow.keySlidePlayers[0] || null;
    } catch (error) {
      return null;
    }
  }

  // The frame as tall as its page, so the preview scrolls as one page.
  function fit(frame) {
    const root = frame.contentDocument && frame.contentDocument.documentElement;
    if (!root) return;
    root.style.overflow = 'hidden';
    frame.style.height = root.scrollHeight + 'px';
  }

  function show(page) {
    if (page === wanted) return;
    wanted = page;
    if (loading) loading.remove();
    const frame = document.createElement('iframe');
    frame.className = shown ? 'picture behind' : 'picture';
    frame.title = 'The scene in the gallery player';
    frame.addEventListener('load', () => {
      if (frame !== loading) return;
      const before = shown && playerOf(shown);
      const after = playerOf(frame);
      if (before && after) {
        after.seek(before.time);
        if (!before.playing) after.pause();
      }
      fit(frame);
      new ResizeObserver(() => fit(frame)).observe(frame.contentDocument.body);
      frame.classList.remove('behind');
      if (shown) shown.remove();
      shown = frame;
      loading = null;
      document.body.dataset.page = page;
    });
    loading = frame;
    frame.src = page;
    stage.append(frame);
  }

  function update(state) {
    failure.textContent = state.failure || '';
    failure.hidden = state.failure === null;
    warnings.replaceChildren(...state.warnings.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }));
    warnings.hidden = state.warnings.length === 0;
    if (!chosenStrategies && state.strategies.length) {
      for (const box of boxes) box.checked = state.strategies.includes(box.value);
    }
    if (state.device) sceneDevice.textContent = "the scene's (" + state.device + ')';
    if (state.appearance && !form.elements.appearance.value) {
      sceneAppearance.textContent = "the scene's (" + state.appearance + ')';
    }
    const time = new Date().toLocaleTimeString();
    if (state.failure === null) status.textContent = 'Rendered at ' + time + '; watching the file.';
    else if (state.page) status.textContent = 'The last save failed (' + time + '); the last picture that worked stays.';
    else status.textContent = 'The scene does not load (' + time + '); fix it and save.';
    if (state.page) show(state.page);
  }

  function connect() {
    if (source) source.close();
    source = new EventSource('/events?' + query());
    source.addEventListener('state', (event) => update(JSON.parse(event.data)));
    source.addEventListener('error', () => { status.textContent = 'Lost the preview server; trying again…'; });
  }

  form.addEventListener('change', (event) => {
    if (event.target.name === 'strategy') {
      chosenStrategies = true;
      if (!boxes.some((box) => box.checked)) {
        status.textContent = 'Tick at least one strategy.';
        return;
      }
    }
    history.replaceState(null, '', '?' + query());
    connect();
  });
  connect();
})();
