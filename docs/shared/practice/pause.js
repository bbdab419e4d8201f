// The practice table's pauses: what the reader is asked when the table stops
// for a burn, an answer to a burn, or a yield. An ES module imported by practice.js, which calls
// its default export's draw(box, view, ctx) when it draws the reader's choices.
//
// Nothing is decided here: the view's "pause" part is Python's (gouji_sim/practice/pauses.py:
// the game's options, the planner's sets or its one-line reason), and a press sends the
// option's index to the judge through practice.js's attempt().
const GoujiPracticePause = (function () {
  "use strict";

  // Draw the pause into `box` (practice.js's actions row); returns whether the burn control
  // was drawn (then practice.js leaves the burn option out of its own buttons).
  function draw(box, view, ctx) {
    var pause = view.pause;
    var el = ctx.el, W = ctx.W;
    if (!pause || view.state !== "your-turn") return false;
    var kids = [el("p", { class: "gpr-pause-say", "data-role": "pause-say", text: W(pause.message) }),
      pause.clauses && pause.clauses.length ? ctx.G.clauseList(pause.clauses) : null];
    var b = pause.burn;
    if (b) {
      var attrs = { type: "button", class: "md-button gpr-burn" + (b.possible ? " md-button--primary" : ""),
        "data-practice-action": "burn", "data-role": "burn", "data-possible": b.possible ? "true" : "false" };
      if (b.possible) {
        attrs["data-index"] = b.option;
        attrs["data-sets"] = JSON.stringify(b.sets);
        attrs.onclick = function () { ctx.attempt({ option: b.option }); };
      } else {
        attrs.disabled = true;
        attrs["aria-describedby"] = "gpr-burn-why";
      }
      kids.push(el("div", { class: "gpr-burn-row" }, el("button", attrs, W(b.words)),
        el("span", { class: "gpr-burn-why" + (b.possible ? "" : " gpr-burn-why-off"), id: "gpr-burn-why",
          "data-role": "burn-why", text: W(b.why) })));
    }
    box.appendChild(el("div", { class: "gpr-pause", "data-role": "pause", "data-pause-kind": pause.kind }, kids));
    return !!b;
  }

  return { draw: draw };
})();

export default GoujiPracticePause;
