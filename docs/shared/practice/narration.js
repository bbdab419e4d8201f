// The practice page's narration: the hand's events as Python words them (gouji_sim.view.narration),
// one list item each, the latest kept in view. An ES module imported by practice.js:
// narration(ctx) returns draw(events, upto) — the events before ``upto`` drawn, those drawn
// already kept — and reset() for a new hand (ctx: el, clear, W, T, G, box).
export default function narration(ctx) {
  var el = ctx.el, clear = ctx.clear, W = ctx.W, T = ctx.T, G = ctx.G, box = ctx.box;
  var shownEvents = 0;

  function draw(events, upto) {
    if (upto < shownEvents) { clear(box.narration); shownEvents = 0; }
    for (var i = shownEvents; i < upto; i++) {
      var e = events[i];
      var who = e.seat ? G.S("w-seat", { seat: e.seat }) + (e.mine ? " (" + T("practice-you") + ")" : "") : "";
      box.narration.appendChild(el("li", { class: "gpr-event gpr-event-" + e.kind + (e.mine ? " gpr-mine" : ""),
        "data-kind": e.kind, "data-index": e.index },
        who ? el("strong", { text: who + " · " }) : null, W(e.message),
        e.clauses.length ? el("span", { class: "gpr-clauses", text: " " + e.clauses.join(" ") }) : null));
    }
    shownEvents = upto;
    if (upto) scrollNarration();
  }

  // The latest event in view: the narration (a scroll box) scrolled to its end, at the page's
  // next frame. Scrolled here, it made the browser lay the page out inside the drawing's own
  // task (a first deal of 0.25-0.55 s on the phone profile); in the frame, the layout
  // is the one the frame does anyway. Only the box scrolls: where the page stands is
  // keepInView's (the trick and the verdict in view).
  var narrationPending = false;
  function scrollNarration() {
    if (narrationPending) return;
    narrationPending = true;
    window.requestAnimationFrame(function () {
      narrationPending = false;
      box.narration.scrollTop = box.narration.scrollHeight;
    });
  }

  return { draw: draw, reset: function () { shownEvents = 0; } };
}
