// The practice page's watch mode: six bots play a hand, shown event by event (play, pause,
// one step, the end). An ES module imported by practice.js: start(ctx, fast, stillOn) draws it
// into the page's parts with the page's helpers (ctx: el, clear, T, G, box, call, fail,
// settings, drawTable, drawEvents, render, setView); stillOn() says whether this watch is still
// the page's mode (an older one's answers are dropped). Nothing is decided here.
var STEP_MS = 700;
var watchTimer = null;

export function stop() { if (watchTimer) { clearTimeout(watchTimer); watchTimer = null; } }

export function start(ctx, fast, stillOn) {
  return ctx.call("new", { seed: ctx.settings.seed, watch: true, preset: ctx.settings.preset }).then(function (out) {
    var v = out.view;
    var k = 0;
    var playing = !fast;
    var drawn = 0;  // the table drawn is the one after event drawn - 1
    ctx.setView(v);
    ctx.box.status.textContent = ctx.T("practice-status-watch", { seed: v.seed });
    function tableAt(upto) {
      return ctx.call("table_at", { event: upto - 1 }).then(function (t) {
        if (!stillOn() || upto < drawn) return;  // stale, or overtaken by a later step
        drawn = upto;
        ctx.drawTable(t.table);
      });
    }
    function show(upto) {
      k = Math.min(upto, v.events.length);
      ctx.drawEvents(v.events, k);
      if (k > 0 && k < v.events.length) tableAt(k).catch(ctx.fail);
      if (k >= v.events.length) {
        stop();
        playing = false;
        drawn = Infinity;  // the last table is the view's: no step's table may come after it
        ctx.render(v);
        ctx.box.status.textContent = ctx.T("practice-status-watch", { seed: v.seed });
        toggle.disabled = true;
        step.disabled = true;
        end.disabled = true;
      }
    }
    function tick() {
      watchTimer = null;
      if (!playing) return;
      show(k + 1);
      if (playing) watchTimer = setTimeout(tick, STEP_MS);
    }
    var toggle = ctx.el("button", { type: "button", class: "md-button", "data-role": "watch-toggle", onclick: function () {
      playing = !playing;
      toggle.textContent = ctx.T(playing ? "practice-watch-pause" : "practice-watch-play");
      if (playing) tick(); else stop();
    } }, ctx.T(playing ? "practice-watch-pause" : "practice-watch-play"));
    var step = ctx.el("button", { type: "button", class: "md-button", "data-role": "watch-step", onclick: function () {
      playing = false; stop(); toggle.textContent = ctx.T("practice-watch-play"); show(k + 1);
    } }, ctx.T("practice-watch-step"));
    var end = ctx.el("button", { type: "button", class: "md-button", "data-role": "watch-end", onclick: function () {
      playing = false; stop(); show(v.events.length);
    } }, ctx.T("practice-watch-end"));
    ctx.G.add(ctx.clear(ctx.box.actions), [toggle, step, end]);
    if (fast) show(v.events.length);
    else { show(1); watchTimer = setTimeout(tick, STEP_MS); }
  });
}

export default { start: start, stop: stop };
