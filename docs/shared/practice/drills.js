// The practice page's drills: a set of questions, each answered by Python (the calls
// "practice.drills" and "practice.answer" of gouji_sim.view.practice_page), the reader's
// progress per clause and its misses, and where the reader is in the set — all kept in this
// browser (localStorage), so that a reload resumes the set at the question the reader left.
// An ES module imported by practice.js: start(ctx, h, misses) draws a set into the page's
// parts (ctx.box) with the page's helpers (ctx: el, clear, W, T, G, call, fail, setState,
// drawTable, keepInView, seatsWords, root, P, engine). Nothing is decided here.
var PROGRESS_KEY = "gouji-practice-drills/1";
// the set in play and the answers given so far: {origin: {seed, preset, topics, n}, answers: [...]}
var AT_KEY = "gouji-practice-drill-at/1";

function load(key) {
  try { return JSON.parse(window.localStorage.getItem(key) || "null"); } catch (err) { return null; }
}

function store(key, value) {
  try { window.localStorage.setItem(key, JSON.stringify(value)); } catch (err) { /* private mode */ }
}

function loadProgress() {
  var p = load(PROGRESS_KEY);
  if (p && typeof p === "object" && p.clauses && Array.isArray(p.misses)) return p;
  return { clauses: {}, misses: [] };
}

function sameOrigin(a, b) {
  return String(a.seed) === String(b.seed) && a.preset === b.preset && String(a.topics) === String(b.topics) && a.index === b.index;
}

// one answer into the record: every clause the judge named, and the question's miss (or its review)
function remember(q, out) {
  var p = loadProgress();
  out.clauses.forEach(function (c) {
    var row = p.clauses[c] || (p.clauses[c] = { seen: 0, right: 0 });
    row.seen += 1;
    if (out.right) row.right += 1;
  });
  p.misses = p.misses.filter(function (m) { return !sameOrigin(m, q.origin); });
  if (!out.right) p.misses.push(q.origin);
  p.misses = p.misses.slice(-20);
  store(PROGRESS_KEY, p);
}

// the answers already given to the set ``origin`` (a reload comes back to them), or none
function answersOf(origin) {
  var at = load(AT_KEY);
  if (!origin || !at || typeof at !== "object" || !Array.isArray(at.answers) || !at.origin) return [];
  var o = at.origin;
  var same = String(o.seed) === String(origin.seed) && o.preset === origin.preset &&
    String(o.topics) === String(origin.topics) && Number(o.n) === Number(origin.n);
  return same ? at.answers : [];
}

function drawProgress(ctx, box_) {
  var el = ctx.el, T = ctx.T;
  var p = loadProgress();
  var names = Object.keys(p.clauses).sort();
  var review = el("button", { type: "button", class: "md-button", "data-role": "drill-review", disabled: !p.misses.length,
    onclick: function () { ctx.review(p.misses.slice()); } },
    p.misses.length ? T("practice-drill-review", { n: p.misses.length }) : T("practice-drill-review-none"));
  var forget = el("button", { type: "button", class: "glab-small-button", "data-role": "drill-forget", onclick: function () {
    store(PROGRESS_KEY, { clauses: {}, misses: [] });
    drawProgress(ctx, box_);
  } }, T("practice-drill-forget"));
  ctx.G.add(ctx.clear(box_), [
    el("h3", { text: T("practice-drill-progress-title") }),
    names.length ? el("ul", { class: "gpr-progress" }, names.map(function (c) {
      var row = p.clauses[c];
      return el("li", { "data-clause": c, "data-right": row.right, "data-seen": row.seen,
        text: T("practice-drill-progress-row", { clause: c, right: row.right, seen: row.seen }) });
    })) : el("p", { class: "glab-muted", text: T("practice-drill-progress-none") }),
    el("div", { class: "glab-row" }, review, forget),
  ]);
}

// a drill set from a link (h), or the reader's misses to review (misses: their origins)
export function start(ctx, h, misses) {
  var el = ctx.el, clear = ctx.clear, W = ctx.W, T = ctx.T, G = ctx.G, box = ctx.box, root = ctx.root, P = ctx.P;
  var request = misses ? { review: misses } : { seed: h.drill, preset: P.presets.indexOf(h.preset) >= 0 ? h.preset : "outline",
    topics: h.topics || "legal,answer,burn", n: h.n ? Number(h.n) : 10 };
  var origin = misses ? null : request;
  return ctx.call("drills", request).then(function (out) {
    var set = out.drills;
    var k = 0;
    var score = null;
    var given = [];     // this set's answers so far (kept for a reload)
    var progress = el("div", { class: "gpr-progress-box", "data-role": "drill-progress" });
    clear(box.narration);
    if (set.review) root.setAttribute("data-drill-review", "true"); else root.removeAttribute("data-drill-review");
    box.hints.appendChild(set.review ? el("p", { class: "glab-muted", text: T("practice-drill-reviewing") }) :
      el("p", { class: "glab-muted" }, T("practice-drill-share") + " ",
        el("a", { "data-role": "drill-link", href: window.location.href, text: window.location.href })));
    box.hints.appendChild(progress);
    drawProgress(ctx, progress);
    function ask() {
      var q = set.questions[k];
      var chosen = [];
      ctx.setState("your-turn");
      box.status.textContent = T("practice-drill-title", { k: k + 1, n: set.questions.length });
      root.setAttribute("data-drill-question", String(k));
      root.setAttribute("data-drill-topic", q.topic);
      ctx.drawTable(q.table);
      clear(box.verdict).removeAttribute("data-right");  // set again once this question is answered
      var lab = ctx.engine && ctx.engine.caseLink ? "../lab/" + ctx.engine.caseLink(q.case) : null;
      G.add(clear(box.hand), [
        el("p", { class: "gpr-prompt", "data-role": "prompt", text: W(q.prompt) }),
        el("p", { class: "gpr-about", "data-role": "drill-about" }, el("span", { class: "glab-muted", text: T("practice-drill-about") + " " }),
          q.about.map(function (c) { return el("code", { class: "gpr-clause", "data-clause": c, text: c }); })),
      ]);
      var buttons = q.choices.map(function (c) {
        var mark = el("span", { class: "gpr-check", "aria-hidden": "true", text: "" });
        var b = el("button", { type: "button", class: "md-button gpr-choice", "data-role": "choice",
          "data-key": JSON.stringify(c.key), "aria-pressed": "false", onclick: function () {
            if (!q.multi) { check(c.key); return; }
            var i = chosen.indexOf(c.key);
            if (i >= 0) chosen.splice(i, 1); else chosen.push(c.key);
            b.setAttribute("aria-pressed", i >= 0 ? "false" : "true");
            b.classList.toggle("gpr-picked", i < 0);
            mark.textContent = i < 0 ? "✓ " : "";
            b.title = i < 0 ? T("practice-drill-picked") : "";
          } }, mark, W(c.label));
        return b;
      });
      G.add(clear(box.actions), buttons);
      if (q.multi) box.actions.appendChild(el("button", { type: "button", class: "md-button md-button--primary",
        "data-role": "drill-check", onclick: function () { check(chosen.slice()); } }, T("practice-drill-check")));
      function check(answer) {
        Array.prototype.forEach.call(box.actions.querySelectorAll("button"), function (b) { b.disabled = true; });
        return ctx.call("answer", { question: k, answer: answer }).then(function (out) {
          given.push({ question: k, answer: answer });
          if (origin) store(AT_KEY, { origin: origin, answers: given });
          remember(q, out);
          checked(out);
        }, ctx.fail);
      }
      function checked(out) {
        score = out.score;
        drawProgress(ctx, progress);
        var answer = q.topic === "answer" ? ctx.seatsWords(out.answer) :
          W((q.choices.filter(function (c) { return c.key === out.answer; })[0] || {}).label);
        box.verdict.setAttribute("data-right", out.right ? "true" : "false");
        var last = k + 1 >= set.questions.length;
        G.add(clear(box.verdict), [
          el("p", { class: "glab-badge " + (out.right ? "glab-legal" : "glab-illegal"), text: T(out.right ? "practice-drill-right" : "practice-drill-wrong") }),
          el("p", { text: T("practice-drill-answer-was", { answer: answer }) }),
          el("p", { class: "glab-message", "data-role": "drill-explanation", text: W(out.explanation) }),
          G.clauseList(out.clauses),
          el("p", { "data-role": "drill-score", text: last ? T("practice-drill-final", { right: score.right, total: score.total }) :
            T("practice-drill-so-far", { right: score.right, answered: score.answered, total: score.total }) }),
          lab ? el("p", null, el("a", { "data-role": "drill-lab", href: lab, text: T("practice-drill-open-lab") })) : null,
        ]);
        box.narration.appendChild(el("li", { class: out.right ? "gpr-right" : "gpr-wrong" },
          T("practice-drill-title", { k: k + 1, n: set.questions.length }) + " — " + T(out.right ? "practice-drill-right" : "practice-drill-wrong")));
        if (!last) {
          box.verdict.appendChild(el("button", { type: "button", class: "md-button md-button--primary", "data-role": "drill-next",
            onclick: function () { k++; ask(); } }, T("practice-drill-next")));
        } else {
          ctx.setState("over");
          root.setAttribute("data-drill-score", score.right + "/" + score.total);
          box.status.textContent = T("practice-drill-final", { right: score.right, total: score.total });
        }
        ctx.keepInView();
      }
    }
    // a reload of this set: Python hears the answers given before again (the score is its),
    // and the set goes on at the first question not answered; a finished set starts afresh
    var before = answersOf(origin);
    if (before.length >= set.questions.length) before = [];
    return before.reduce(function (done, a) {
      return done.then(function () {
        return ctx.call("answer", { question: a.question, answer: a.answer }).then(function (out) {
          given.push(a);
          score = out.score;
          box.narration.appendChild(el("li", { class: out.right ? "gpr-right" : "gpr-wrong" },
            T("practice-drill-title", { k: a.question + 1, n: set.questions.length }) + " — " + T(out.right ? "practice-drill-right" : "practice-drill-wrong")));
        });
      });
    }, Promise.resolve()).then(function () {
      k = given.length;
      if (k) root.setAttribute("data-drill-resumed", String(k)); else root.removeAttribute("data-drill-resumed");
      ask();
    });
  });
}

export default { start: start };
