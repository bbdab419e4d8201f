// The reader's hand at the practice table: its cards as buttons to pick (one Tab stop, the arrow
// keys move along it), what is picked, and the lesson's suggested cards marked. An ES module
// imported by practice.js: hand(ctx) returns draw(), picked() (the picked cards as text) and
// reset() (ctx: el, clear, T, G, box, refocus, Lesson, view()). Nothing is decided here.
export default function hand(ctx) {
  var el = ctx.el, clear = ctx.clear, T = ctx.T, G = ctx.G, box = ctx.box;
  var selected = [];   // indexes into the hand's cards
  var cursor = 0;      // the hand's card that is in the Tab order (the arrow keys move it)

  function handCards() { var view = ctx.view(); return view && view.hand ? view.hand.split(/\s+/).filter(Boolean) : []; }

  function drawHand() {
    var view = ctx.view();
    var cards = handCards();
    clear(box.hand);
    if (view.seat === null) return;
    var picked = selected.map(function (i) { return cards[i]; });
    box.hand.appendChild(el("div", { class: "gpr-hand-head" },
      el("strong", { text: T("practice-your-hand", { seat: view.seat }) + " " }),
      el("span", { class: "glab-muted", "data-role": "selected",
        text: view.state === "over" ? (cards.length ? T("practice-hand-left", { n: cards.length }) : T("practice-hand-out"))
          : picked.length ? T("practice-selected", { cards: picked.map(G.cardName).join(" ") }) : T("practice-nothing-selected") })));
    // one Tab stop for the whole hand, the arrow keys move along it: Play is
    // a few keys away, not 36
    if (cursor >= cards.length) cursor = 0;
    box.hand.appendChild(el("div", { class: "gpr-hand-cards", role: "toolbar", "aria-label": T("practice-your-hand", { seat: view.seat }),
      onkeydown: function (e) {
        var to = { ArrowRight: cursor + 1, ArrowDown: cursor + 1, ArrowLeft: cursor - 1, ArrowUp: cursor - 1,
                   Home: 0, End: cards.length - 1 }[e.key];
        if (to === undefined || !cards.length) return;
        e.preventDefault();
        cursor = (to + cards.length) % cards.length;
        Array.prototype.forEach.call(box.hand.querySelectorAll(".gpr-card"), function (b) {
          b.setAttribute("tabindex", Number(b.getAttribute("data-i")) === cursor ? "0" : "-1");
        });
        ctx.refocus(box.hand.querySelector('[data-i="' + cursor + '"]'));
      } }, cards.map(function (c, i) {
      var on = selected.indexOf(i) >= 0;
      return el("button", { type: "button", class: "glab-card gpr-card" + G.cardKind(c) + (on ? " gpr-picked" : ""),
        tabindex: i === cursor ? "0" : "-1",
        "data-card": c, "data-i": i, "aria-pressed": on ? "true" : "false", disabled: !view.can_play,
        onclick: function () {
          var k = selected.indexOf(i);
          if (k >= 0) selected.splice(k, 1); else selected.push(i);
          cursor = i;
          drawHand();
          ctx.refocus(box.hand.querySelector('[data-i="' + i + '"]'));   // the card redrawn keeps the focus
        } }, G.cardName(c));
    })));
    if (ctx.Lesson && view.lesson) ctx.Lesson.markHand(box, view.lesson);  // the lesson's suggested cards stay marked
  }

  return {
    draw: drawHand,
    picked: function () { var cards = handCards(); return selected.map(function (i) { return cards[i]; }).join(" "); },
    reset: function () { selected = []; cursor = 0; },
  };
}
