// The lessons (#lesson=lead-follow, … #lesson=first-hand): the lesson's part of the practice
// page. An ES module imported by practice.js, which calls its default export's
// render(root, box, view, ctx) after it has drawn a view.
//
// Nothing is decided here: the view's "lesson" part is Python's (gouji_sim/practice/lesson.py:
// the steps met, the next one, the sentence on what to try, the lesson bot's suggestion). This
// script only draws it and marks the suggested control with data-lesson-suggest — the cards of
// the suggested play and the Play button, or the option's button.
const GoujiPracticeLesson = (function () {
  "use strict";

  function panel(root, box, el) {
    var p = root.querySelector("[data-role=lesson]");
    if (!p) {
      p = el("div", { class: "gpr-lesson", "data-role": "lesson" });
      box.status.parentNode.insertBefore(p, box.status.nextSibling);
    }
    return p;
  }

  function mark(node) { if (node) node.setAttribute("data-lesson-suggest", "true"); }

  // the cards of the suggested play (practice.js redraws the hand on every click: it calls
  // this again, so the marks stay)
  function markHand(box, lesson) {
    var s = lesson && lesson.suggest;
    if (!s || lesson.over || s.cards === undefined) return;
    var want = s.cards.split(/\s+/).filter(Boolean);
    var used = [];
    var buttons = box.hand.querySelectorAll("button[data-card]");
    want.forEach(function (c) {
      for (var i = 0; i < buttons.length; i++) {
        if (buttons[i].getAttribute("data-card") === c && used.indexOf(i) < 0) { used.push(i); mark(buttons[i]); return; }
      }
    });
  }

  function suggest(box, lesson) {
    Array.prototype.forEach.call(document.querySelectorAll("[data-lesson-suggest]"), function (n) {
      n.removeAttribute("data-lesson-suggest");
    });
    var s = lesson.suggest;
    if (!s || lesson.over || lesson.done) return;
    if (s.cards !== undefined) {
      markHand(box, lesson);
      mark(box.actions.querySelector("[data-role=play]"));
    } else if (s.option !== undefined && s.option !== null) {
      mark(box.actions.querySelector("[data-index='" + s.option + "']"));
    }
  }

  // the lessons finished on this browser (the list marks them)
  var KEY = "gouji-lessons-done";
  function doneList() {
    try { return JSON.parse(window.localStorage.getItem(KEY) || "[]"); } catch (err) { return []; }
  }
  function markDone(name) {
    var list = doneList();
    if (list.indexOf(name) >= 0) return;
    list.push(name);
    try { window.localStorage.setItem(KEY, JSON.stringify(list)); } catch (err) { /* private mode: not kept */ }
  }
  function showDone(root) {
    var list = doneList();
    Array.prototype.forEach.call(root.querySelectorAll("[data-role=lesson-link]"), function (a) {
      a.setAttribute("data-done", list.indexOf(a.getAttribute("data-lesson")) >= 0 ? "true" : "false");
    });
  }

  function render(root, box, view, ctx) {
    var el = ctx.el, W = ctx.W, lesson = view.lesson;
    var old = root.querySelector("[data-role=lesson]");
    if (!lesson) {
      if (old) old.remove();
      root.removeAttribute("data-lesson");
      root.removeAttribute("data-lesson-done");
      showDone(root);
      return;
    }
    var L = function (k) { return W(lesson.labels[k]); };
    // the seed and seat boxes above keep the reader's own: "New hand" deals the seed shown
    root.setAttribute("data-lesson", lesson.name);
    if (lesson.done) {
      root.setAttribute("data-lesson-done", lesson.name);
      markDone(lesson.name);
    } else root.removeAttribute("data-lesson-done");
    showDone(root);
    root.setAttribute("data-lesson-next", lesson.next || "");
    root.setAttribute("data-lesson-met", lesson.steps.filter(function (s) { return s.met; }).map(function (s) { return s.step; }).join(","));
    var p = ctx.clear(panel(root, box, el));
    p.appendChild(el("h3", { text: L("lesson-title") }));
    if (!lesson.over && !view.decisions) p.appendChild(el("p", { class: "glab-muted", text: L("lesson-intro") }));
    p.appendChild(el("p", { class: "gpr-lesson-say", "data-role": "lesson-say", text: W(lesson.say) }));
    if (lesson.off_path && !lesson.over) p.appendChild(el("p", { class: "gpr-lesson-off", "data-role": "lesson-off-path", text: L("lesson-off-path") }));
    if (lesson.over || lesson.done) {
      p.appendChild(el("h3", { text: L("lesson-learned") }));
      p.appendChild(el("ul", { "data-role": "lesson-learned" }, lesson.steps.map(function (s) {
        return el("li", { "data-step": s.step, "data-met": s.met ? "true" : "false" },
          W(s.words) + (s.met ? "" : " " + L("lesson-not-met")) + " — ",
          el("a", { href: "../" + s.chapter + "/", "data-role": "lesson-chapter" }, L("lesson-chapter-" + s.chapter)),
          el("span", { class: "gpr-clauses", text: " " + s.clauses.join(" ") }));
      })));
    } else {
      p.appendChild(el("ol", { class: "gpr-lesson-steps", "aria-label": L("lesson-steps") }, lesson.steps.map(function (s) {
        return el("li", { "data-step": s.step, "data-met": s.met ? "true" : "false", "data-next": s.step === lesson.next && !s.met ? "true" : "false" },
          (s.met ? "✓ " : "") + W(s.words));
      })));
    }
    if (lesson.missing.length) p.appendChild(el("p", { class: "glab-muted", "data-role": "lesson-missing", text: L("lesson-missing") }));
    // the narration's line of each move as it was made (a line may show two: a burn's last
    // set is also the place it wins)
    lesson.met_at.forEach(function (m) {
      var li = box.narration.querySelector("li[data-index='" + m.event + "']");
      if (!li) return;
      var had = (li.getAttribute("data-lesson-step") || "").split(" ").filter(Boolean);
      if (had.indexOf(m.step) < 0) had.push(m.step);
      li.setAttribute("data-lesson-step", had.join(" "));
    });
    suggest(box, lesson);
  }

  return { render: render, markHand: markHand, showDone: showDone };
})();

export default GoujiPracticeLesson;
