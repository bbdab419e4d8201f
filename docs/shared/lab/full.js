// The full Rule Lab (one per page): the typed line, the table, the verdict, which house rule
// decides it, the editors, the link to share and the presets' comparison. The ruling's verdict
// JSON goes into data-verdict of #verdict, with data-state ready | error | waiting | loading,
// data-fragment = the link it ruled on (#case=… or #q=…) and, for a line or a question,
// data-q = the text it answers.
import { DATA, S, PREFIX, Q_PREFIX, TIMINGS, el, add, clear, copy, afterFrame, inFrames, fromNow,
  engine, encodeCase, carryHash } from "./core.js";
import { drawTable, verdictBody, errorBody, compareTable, drawDecides } from "./draw.js";
import { Rack, actionEditor } from "./editors.js";
import { drawRules, drawSeats, drawTrick } from "./full-editors.js";
import { LineBox } from "./line.js";
import { answerBody } from "./answer.js";
import { openPanel } from "./panels.js";
import { chosenRules } from "../house/chosen.js";

var DEFAULT_CASE = {
  rules: { preset: "outline" },
  hands: { "4": "Q Q Q Q 2" },
  trick: [{ seat: 1, play: "J J J J" }, { seat: 2, pass: true }, { seat: 3, pass: true }],
  action: { seat: 4, play: "Q Q Q Q" },
};

// the text of a #q= link (URL-encoded; a bad escape is read as it stands), and the reply's
// language when the link forces one (#q=…&lang=en; the question's "&" is encoded as %26)
var FORCED = /&lang=(zh|en)$/;
function questionOf(hash) {
  var body = hash.slice(Q_PREFIX.length).replace(FORCED, "");
  try { return decodeURIComponent(body); } catch (e) { return body; }
}
function forcedLang(hash) {
  var m = FORCED.exec(hash);
  return m ? m[1] : null;
}

export function FullLab(root) {
  var state = copy(DEFAULT_CASE);
  var request = { fragment: null };
  var timer = null;
  var seq = 0;
  var lastHash = null;
  var ruledOnce = false;   // a situation has been ruled on: a bad link later keeps it
  var rulings = 0;
  var editorsDrawing = 0;     // which drawing of the editors is the latest (0: none yet)
  var editorsDone = false;    // ... and all its parts are drawn
  var actionTouched = false;  // the last edit was the action's (its seat or cards)

  var status = el("p", { class: "glab-status", role: "status", text: S("lab-loading") });
  var title = el("p", { class: "glab-title" });
  var drawing = el("div", { class: "glab-drawing" });
  var rulesBox = el("div", { class: "glab-rules" });
  var seatsBox = el("div", { class: "glab-seats" });
  var trickBox = el("div", { class: "glab-trick-editor" });
  var actionBox = el("div", { id: "glab-action", tabindex: "-1" });
  var handNote = el("p", { class: "glab-hand-note", "data-role": "hand-note", hidden: true });
  // the keyboard's way past the drawing and the verdict to the action; no href="#…": the
  // page's hash is the case
  var skip = el("a", { class: "glab-skip", href: "", onclick: function (e) {
    e.preventDefault();
    var first = actionBox.querySelector("select, input, button");
    (first || actionBox).focus();
  } }, S("lab-skip-action"));
  var verdict = el("div", { id: "verdict", class: "glab-verdict", "data-state": "loading", "aria-live": "polite" },
    el("p", { class: "glab-muted", text: S("lab-loading") }));
  var compareBox = el("div");
  var decideBox = el("div", { class: "glab-decides", "data-role": "decides", "data-state": "loading" });
  var link = el("input", { type: "text", class: "glab-link", readonly: true, "aria-label": S("lab-share") });
  var copied = el("span", { class: "glab-muted", role: "status" });
  var json = el("pre", { class: "glab-json" });
  var rack = new Rack(root, false);
  var line = new LineBox(typedLine, function () {
    state = { rules: state.rules || { preset: "outline" }, action: { seat: 1, play: "" } };
    edited(true);
  });

  // the editors of a trick's case, and which house rule decides it; a case of a whole hand is
  // ruled here, not edited, and its presets are compared below: these are hidden then
  var deciding = el("section", null, el("h3", { text: S("decide-title") }), decideBox);
  var lineUnread = false;   // the line's last question was not read: no house rule to show
  var editing = [
    el("section", null, el("h3", { text: S("lab-action") }), handNote, actionBox),
    el("section", null, el("h3", { text: S("lab-trick") }), trickBox),
    el("section", null, el("h3", { text: S("lab-seats-section") }), seatsBox)];

  var full = el("div", { class: "glab-full" },
    skip, status,
    el("section", { class: "glab-line-section" }, el("h3", { text: S("lab-line-title") }), line.element),
    title,
    el("div", { class: "glab-columns" },
      el("div", { class: "glab-col" },
        el("section", null, el("h3", { text: S("lab-table") }), drawing),
        el("section", null, el("h3", { text: S("lab-verdict") }), verdict),
        deciding),
      el("div", { class: "glab-col" },
        editing,
        el("section", null, el("h3", { text: S("lab-rules") }), rulesBox),
        el("section", null,
          el("h3", { text: S("lab-share") }),
          el("div", { class: "glab-row" }, link,
            el("button", { type: "button", class: "md-button glab-copy", onclick: copyLink }, S("lab-copy-link")), copied),
          el("p", { class: "glab-muted", text: S("lab-link-note") }),
          // the case file is the programmers' (issue 46): folded away under their summary
          el("details", { class: "glab-programmers" }, el("summary", { text: S("lab-programmers") }),
            el("p", { class: "glab-muted", text: S("lab-case-json") }), json)))),
    el("section", null, el("h3", { text: S("lab-compare") }), compareBox),
    rack.element);
  clear(root).appendChild(full);
  rack.home(full);

  // --- editing

  function edited(structuralChange) {
    delete state.expect;   // the case no longer is the one that was checked
    if (structuralChange) renderEditors();
    writeHash(encodeCase(state));
    request = { fragment: null };
    schedule(structuralChange ? 0 : 150);
  }
  function changed() { actionTouched = false; edited(false); }
  function structural() { actionTouched = false; edited(true); }
  function actionChanged() { actionTouched = true; edited(false); }
  function actionStructural() { actionTouched = true; edited(true); }

  // a line typed (or an example tapped): read and ruled, its link the text itself
  function typedLine(text) {
    writeHash(Q_PREFIX + encodeURIComponent(text));
    request = { line: text, fragment: null };
    schedule(0);
  }

  function writeHash(hash) {
    lastHash = hash;
    history.replaceState(history.state, "", lastHash);
    updateShare();
  }

  function updateShare() {
    // the case's link, also while the address holds another panel's (#score=, #start=)
    var hash = window.location.hash;
    var mine = hash.indexOf(PREFIX) === 0 || hash.indexOf(Q_PREFIX) === 0;
    link.value = window.location.href.split("#")[0] + (mine ? hash : encodeCase(state));
    json.textContent = JSON.stringify(state, null, 2);
    carryHash();
  }

  function copyLink() {
    updateShare();
    var done = function () { copied.textContent = S("lab-copied"); };
    var manual = function () { link.select(); copied.textContent = S("lab-copy-manual"); };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link.value).then(done, manual);
    else manual();
  }

  // The editors in two parts (one frame each on the phone profile): the title and the rules;
  // the seats, the trick and the action. A later drawing of the editors makes the parts of an
  // earlier one do nothing.
  function editorParts() {
    var mine = ++editorsDrawing;
    editorsDone = false;
    function part(fn) { return function () { if (mine === editorsDrawing) fn(); }; }
    return [
      part(function () {
        rack.home();   // the rack may stand under a field of an editor drawn anew below
        var heading = state.title && typeof state.title === "object" ? state.title[DATA.lang] : null;
        title.textContent = typeof heading === "string" ? heading : "";
        title.hidden = !title.textContent;
        drawRules(rulesBox, state, structural);
      }),
      part(function () {
        editing.forEach(function (section) { section.hidden = Boolean(state.moment); });
        deciding.hidden = Boolean(state.moment) || lineUnread;
        if (state.moment) {          // a case of a whole hand: ruled here, not edited here
          clear(actionBox);
        } else {
          drawSeats(seatsBox, state, changed, structural);
          drawTrick(trickBox, state, changed, structural);
          clear(actionBox).appendChild(actionEditor(state, actionChanged, actionStructural));
        }
        editorsDone = true;
      }),
    ];
  }

  // all of them now (an edit that changes what the editors hold)
  function renderEditors() {
    editorParts().forEach(function (part) { part(); });
  }

  // --- ruling

  function schedule(delay) {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run() {
    var mine = ++seq;
    var req = request;
    var said = typeof req.line === "string";
    var hash = req.fragment !== null ? req.fragment : lastHash;
    var touched = actionTouched;
    var t;
    engine().then(function (eng) {
      if (mine !== seq) return null;
      t = performance.now();
      if (said) return eng.ask(req.line, state.rules, req.lang);
      return req.fragment !== null ? eng.ruleFragment(req.fragment) : eng.rule(state);
    }).then(function (result) {
      if (!result || mine !== seq) return;   // a later edit is being ruled
      if (req.quiet) { quietTable(result); return; }
      if (said && result.unread) { unread(result); return; }
      if (lineUnread) { lineUnread = false; deciding.hidden = Boolean(state.moment); }
      if (!said && touched && trapped(result)) return;
      var pythonMs = performance.now() - t;  // the round trip to the worker
      // a link's or a line's case: its editors anew (a question about a seat, a count or a hand
      // judges no case: the editors keep theirs)
      var fresh = (req.fragment !== null || said) && result.ok && !!result.case;
      if (fresh) { state = copy(result.case); handNote.hidden = true; }
      if (said && result.ok) {
        line.answer(result.reply, showPanel);
        if (result.reply.panel) openPanel(result.reply.panel.kind, result.reply.panel.link, false);
      }
      else if (result.ok) line.follow(result.line ? result.line[DATA.lang] : "");
      // drawnAt: when the verdict was drawn (the rest of the ruling follows a frame at a time)
      show(result, req.fragment !== null, hash, mine, fresh, said ? req.line : null, function (drawnAt) {
        if (result.ok && result.verdict && !result.case.moment) decides(result.case, mine);
        var ms = drawnAt - t;
        rulings++;
        if (rulings === 1) TIMINGS.firstRuling = drawnAt;
        TIMINGS.lastRulingMs = ms;
        TIMINGS.lastPythonMs = pythonMs;
        verdict.setAttribute("data-ms", ms.toFixed(1));
        status.textContent = "";
        status.hidden = true;
        updateShare();
      });
    }, function (err) {
      status.hidden = false;
      status.textContent = S("lab-load-failed", { detail: String(err && err.message || err) });
      verdict.setAttribute("data-state", "error");
    });
  }

  // A line not read (yet): said beside the line; the table keeps the last situation read,
  // marked as such (a link's question read nowhere before: an empty table under it).
  function unread(result) {
    line.unread(result.reply, showPanel);
    // a points question with no places: the score panel opens, to fill them in
    if (result.reply.panel) openPanel(result.reply.panel.kind, result.reply.panel.link, false);
    // never a verdict left from before: the verdict says the line was not read
    clear(verdict);
    verdict.removeAttribute("data-verdict");
    verdict.removeAttribute("data-error");
    verdict.setAttribute("data-q", result.reply.question);
    verdict.setAttribute("data-fragment", lastHash || "");
    verdict.setAttribute("data-state", "unread");
    verdict.appendChild(el("p", { class: "glab-waiting", "data-role": "unread-note", lang: result.reply.lang, text: result.reply.title }));
    verdict.appendChild(el("p", { class: "glab-muted", "data-role": "unread-table",
      text: S(ruledOnce ? "lab-line-stale" : "lab-line-unread-empty") }));
    clear(decideBox);
    decideBox.setAttribute("data-state", "unread");
    // nothing read, nothing a house rule could decide: the section waits, hidden, for a ruling
    lineUnread = true;
    deciding.hidden = true;
    if (!ruledOnce) {
      // a link's first load: an empty table to edit, drawn by a quiet ruling that leaves the
      // note, the line and this verdict as they are (issue 45: no verdict replaces them)
      state = { rules: state.rules || { preset: "outline" }, action: { seat: 1, play: "" } };
      renderEditors();
      request = { fragment: null, quiet: true };
      schedule(0);
      return;
    }
    drawing.classList.add("glab-stale");
    compareBox.classList.add("glab-stale");
    drawing.setAttribute("title", S("lab-line-stale"));
  }

  // The empty table under a link's unread question: drawn, and nothing else of the ruling
  // shown (the verdict still says the question was not read; the line keeps it)
  function quietTable(result) {
    if (result.ok && result.view) {
      clear(drawing).appendChild(drawTable(result.view.table, null, seatTapped));
      drawing.classList.remove("glab-stale");
      drawing.removeAttribute("title");
    }
    clear(compareBox);
    status.textContent = "";
    status.hidden = true;
    updateShare();
  }

  // a seat tapped on the table: the action's seat
  function seatTapped(seat) {
    state.action = state.action || { seat: seat, play: "" };
    state.action.seat = seat;
    structural();
  }

  // An edit of the action that a seat's known hand does not hold (the judge says "not in
  // hand", or the case's burn exceeds it): the hand is cleared, with a note, and the case
  // ruled again, rather than the edit refused.
  function trapped(result) {
    var seat = state.action && state.action.seat;
    var hands = state.hands || {};
    var key = String(seat);
    if (!Object.prototype.hasOwnProperty.call(hands, key)) return false;
    var refused = result.ok ? result.verdict && result.verdict.reason === "not-in-hand"
      : result.error && result.error.code === "case-burn-exceeds-hand";
    if (!refused) return false;
    handNote.textContent = S("lab-hand-cleared", { seat: seat, hand: hands[key] || "—" });
    handNote.hidden = false;
    delete hands[key];
    if (!Object.keys(hands).length) delete state.hands;
    edited(true);
    return true;
  }

  // Which house rule decides this ruling: asked of Python after the verdict is drawn, and
  // only once the editing pauses, so that it never holds up the next verdict in the worker.
  var decideTimer = null;
  function decides(caseObject, mine) {
    decideBox.setAttribute("data-state", "loading");
    clear(decideBox).appendChild(el("p", { class: "glab-muted", text: S("lab-decide-loading") }));
    clearTimeout(decideTimer);
    decideTimer = setTimeout(function () { if (mine === seq) decidesNow(caseObject, mine); }, 300);
  }
  function decidesNow(caseObject, mine) {
    engine().then(function (eng) { return eng.call("lab.decides", JSON.stringify(caseObject)); }).then(function (out) {
      if (mine === seq) drawDecides(decideBox, out);
    }, function (err) {
      if (mine !== seq) return;
      decideBox.setAttribute("data-state", "error");
      clear(decideBox).appendChild(el("p", { text: S("lab-load-failed", { detail: String(err && err.message || err) }) }));
    });
  }

  // A ruling is drawn a part a frame: the verdict and the table, then the case's editors (for
  // a link or a line), then the comparison. #verdict says data-state="ready" (and which link
  // it answers) once all are drawn, after done(when the verdict was drawn); a later ruling
  // started meanwhile (mine !== seq) draws over it instead.
  function show(result, fromFragment, hash, mine, fresh, question, done) {
    clear(verdict);
    verdict.removeAttribute("data-q");    // set with data-fragment, once all is drawn
    drawing.removeAttribute("title");
    if (!result.ok) {
      if (question !== null) verdict.setAttribute("data-q", question);
      verdict.setAttribute("data-fragment", hash || "");
      verdict.removeAttribute("data-verdict");
      verdict.setAttribute("data-error", JSON.stringify(result.error));
      verdict.setAttribute("data-state", "error");
      add(verdict, errorBody(result.error, fromFragment ? (ruledOnce ? "lab-error-kept" : "lab-error-fresh") : null));
      drawing.classList.add("glab-stale");
      compareBox.classList.add("glab-stale");
      if (editorsDrawing && !editorsDone) renderEditors();   // a link's editors cut short
      done(performance.now());
      return;
    }
    ruledOnce = true;
    verdict.removeAttribute("data-error");
    var answered = question !== null && !!result.reply;
    if (answered) {
      // a question: its answer first, in large plain words, then why; the ruling's every
      // fact folded under it ([data-verdict]: the answer's JSON, `answer` included)
      verdict.setAttribute("data-verdict", JSON.stringify(result.answer));
      verdict.appendChild(el("p", { class: "glab-muted glab-question", text: S("lab-question", { q: question }) }));
      add(verdict, answerBody(result.reply, showPanel));
      if (result.view && result.view.verdict) {
        verdict.appendChild(el("details", { class: "glab-more" }, el("summary", { text: S("lab-answer-more") }),
          verdictBody(result.view.verdict, result.check)));
      }
    } else if (result.verdict) {
      verdict.setAttribute("data-verdict", JSON.stringify(result.verdict));
      if (question !== null) verdict.appendChild(el("p", { class: "glab-muted glab-question", text: S("lab-question", { q: question }) }));
      add(verdict, verdictBody(result.view.verdict, result.check));
    } else {               // waiting for its action: the table as it stands, no verdict
      verdict.removeAttribute("data-verdict");
      verdict.appendChild(el("p", { class: "glab-waiting", "data-role": "waiting", text: result.waiting[DATA.lang] }));
    }
    if (result.view) {
      clear(drawing).appendChild(drawTable(result.view.table, result.verdict ? state.action : null, seatTapped));
      drawing.classList.remove("glab-stale");
    } else {               // no case judged: the table drawn before is no longer the answer's
      drawing.classList.add("glab-stale");
      drawing.setAttribute("title", S("lab-line-stale"));
    }
    var drawnAt = performance.now();
    var steps = fresh ? editorParts() : [];
    steps.push(function () {
      clear(compareBox);
      if (result.view && result.view.compare) compareBox.appendChild(compareTable(result.view.compare, result.view.overrides));
      else clear(decideBox);
      compareBox.classList.remove("glab-stale");
    });
    inFrames(steps, function () { return mine === seq; }, function () {
      done(drawnAt);
      if (question !== null) verdict.setAttribute("data-q", question);
      verdict.setAttribute("data-fragment", hash || "");
      verdict.setAttribute("data-state", result.verdict || answered ? "ready" : "waiting");
    });
  }

  // a question that names no play: its panel, filled in, shown
  function showPanel(panel) { openPanel(panel.kind, panel.link, true); }

  function loadHash() {
    var hash = window.location.hash;
    var isCase = hash.indexOf(PREFIX) === 0;
    var isQuestion = hash.indexOf(Q_PREFIX) === 0;
    if (!(isCase || isQuestion) || hash === lastHash) return false;
    lastHash = hash;
    if (isQuestion) {
      var text = questionOf(hash);
      // a question is ruled under the house rules the table chose, if it did (as the search box does)
      var chosen = chosenRules();
      if (chosen) state.rules = chosen;
      line.set(text);
      request = { line: text, fragment: null, lang: forcedLang(hash) };
    } else {
      request = { fragment: hash };
    }
    schedule(0);
    return true;
  }

  window.addEventListener("hashchange", loadHash);
  // the editors a part a frame after the Lab's frame, unless a ruling draws them
  afterFrame(function () { if (!editorsDrawing) fromNow(editorParts()); });
  if (!loadHash()) {
    request = { fragment: null };
    schedule(0);
  }
}
