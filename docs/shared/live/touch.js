// Live chapters, page side: live on first touch. Imported by live.js.
//
// Until a chapter's examples are live, its widgets are snapshots (live.js draws them from the
// widget state the build saved): their models have no Python behind them, so their controls
// would look live and do nothing. Instead, a touch on a snapshot's control — a click, a key, a
// value typed or chosen, a slider's tap or drag — is caught before the snapshot sees it:
//
//   1. it starts the examples (live.js's start(), as the control at the top of the page does);
//   2. it is kept (typing still shows in the snapshot's box: its value is read when it is done
//      again), and the widget says it is starting: a note (role="status") just below the
//      control, in the page's language, and aria-busy on the widget;
//   3. once the page is live (<html data-live-state="live">), every touch kept is done again,
//      in order, on the same control of the live widget that took the snapshot's place (the
//      k-th control of the one is the k-th of the other: the same cell's widget, drawn from
//      the same state), each after Python has answered the one before; the focus goes to the
//      live control last touched, and the note and aria-busy go;
//   4. a start that fails drops the touches and puts its reason (both languages) in the note,
//      now at the top of the widget; a touch after it starts again.
//
// window.goujiLive.touches counts the touches kept and done again (tests/browser/test_live.py).

// What a reader can work in a widget: ipywidgets' buttons, boxes, lists, check boxes, an
// accordion's title (Lumino: a plain div) and a slider (noUiSlider: its handle takes keys).
var CONTROL = "button, input, select, textarea, .jupyter-widget-Collapse-header, .noUi-target";
var SNAPSHOT = ".gouji-snapshot-view";
var LIVE = "gouji-live-view";
// keys that move between controls or do nothing to one: never kept, never blocked
var PASSING = ["Tab", "Shift", "Control", "Alt", "Meta", "Escape", "CapsLock"];
var KEY_CODES = { Enter: 13, " ": 32, PageUp: 33, PageDown: 34, End: 35, Home: 36,
                  ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 };

function typing(control) {
  if (control.tagName === "TEXTAREA") return true;
  return control.tagName === "INPUT" && !/^(button|checkbox|radio|file|submit|reset|range)$/.test(control.type);
}

function fire(element, type) {
  element.dispatchEvent(new Event(type, { bubbles: true }));
}

// A key event as ipywidgets reads it (its text box submits on keyCode 13).
function press(element, type, key) {
  var event = new KeyboardEvent(type, { key: key, bubbles: true, cancelable: true });
  var code = KEY_CODES[key] || (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0);
  Object.defineProperty(event, "keyCode", { get: function () { return code; } });
  Object.defineProperty(event, "which", { get: function () { return code; } });
  element.dispatchEvent(event);
}

// A tap at the same place of a slider's track (noUiSlider moves its handle there on a tap).
function tap(slider, fraction) {
  var track = slider.querySelector(".noUi-base") || slider;
  var box = track.getBoundingClientRect();
  var at = { clientX: box.left + fraction * box.width, clientY: box.top + box.height / 2,
             bubbles: true, cancelable: true, button: 0, buttons: 1, view: window };
  track.dispatchEvent(new MouseEvent("mousedown", at));
  document.dispatchEvent(new MouseEvent("mouseup", Object.assign({}, at, { buttons: 0 })));
}

// options: start() starts the examples; quiet() is a promise resolved once Python has answered
// every widget message of the page; texts: the page's catalogue entries; timings: goujiLive.
export function watchTouches(options) {
  var root = document.documentElement;
  var kept = []; // {slot, index, kind, key?, fraction?}
  var marked = []; // {parent, note}: the widgets that say they are starting
  var count = (options.timings.touches = { kept: 0, done: 0 });
  var doing = Promise.resolve();

  function live() { return root.getAttribute("data-live-state") === "live"; }

  // The snapshot a touch is in, the control it touched and that control's place in it.
  function locate(target) {
    var slot = target && target.closest ? target.closest(SNAPSHOT) : null;
    var control = slot && target.closest(CONTROL);
    if (!control || !slot.contains(control) || live()) return null;
    return { slot: slot, control: control,
             index: Array.prototype.indexOf.call(slot.querySelectorAll(CONTROL), control) };
  }

  // The note goes just below the control touched (the widget's own coordinates).
  function place(note, control) {
    var parent = note.parentElement;
    var top = control.getBoundingClientRect().bottom - parent.getBoundingClientRect().top + parent.scrollTop;
    note.style.top = Math.round(top + 4) + "px";
  }

  function mark(slot, control) {
    var parent = slot.parentElement;
    var mine = marked.filter(function (m) { return m.parent === parent; })[0];
    if (!mine) {
      var note = document.createElement("div");
      note.className = "gouji-touch-note";
      note.setAttribute("role", "status");
      note.setAttribute("data-search-exclude", "");
      parent.insertBefore(note, parent.firstChild);
      mine = { parent: parent, note: note };
      marked.push(mine);
      // written a task later, so that assistive technology hears the status region change
      setTimeout(function () { note.textContent = options.texts["live-touch-starting"]; }, 0);
    } else {
      mine.note.removeAttribute("data-failed");
      mine.note.textContent = options.texts["live-touch-starting"];
    }
    parent.setAttribute("aria-busy", "true");
    parent.classList.add("gouji-touch-busy");
    parent.classList.remove("gouji-touch-failed");
    place(mine.note, control);
  }

  function unmark(all) {
    all.forEach(function (m) {
      m.parent.removeAttribute("aria-busy");
      m.parent.classList.remove("gouji-touch-busy", "gouji-touch-failed");
      if (m.note.parentElement) m.note.parentElement.removeChild(m.note);
    });
  }

  function keep(found, kind, extra) {
    var again = kept.some(function (t) {
      return kind === "value" && t.kind === kind && t.slot === found.slot && t.index === found.index;
    });
    if (!again) { // a value once, at its first place: it is read when it is done again
      kept.push(Object.assign({ slot: found.slot, index: found.index, kind: kind }, extra || {}));
      count.kept += 1;
    }
    mark(found.slot, found.control);
    options.start();
  }

  function block(event) {
    event.stopPropagation();
    event.preventDefault();
  }

  function onClick(event) {
    var found = locate(event.target);
    if (!found || typing(found.control) || found.control.tagName === "SELECT") return;
    block(event);
    if (!found.control.matches(".noUi-target")) keep(found, "click"); // a slider's own: below
  }

  function onPointer(event) {
    var found = locate(event.target);
    if (!found || !found.control.matches(".noUi-target")) return;
    block(event);
    if (event.type !== "pointerdown") return;
    var box = (found.control.querySelector(".noUi-base") || found.control).getBoundingClientRect();
    var fraction = box.width ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0;
    keep(found, "slide", { fraction: fraction });
  }

  function onKey(event) {
    var found = locate(event.target);
    if (!found || PASSING.indexOf(event.key) >= 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    var control = found.control;
    if (typing(control)) {
      event.stopPropagation(); // the box takes the key; the snapshot's handlers do not
      if (event.type === "keydown" && event.key === "Enter" && control.tagName === "INPUT") {
        event.preventDefault();
        keep(found, "value");
        keep(found, "submit");
      }
    } else if (control.matches(".noUi-target")) {
      block(event);
      if (event.type === "keydown") keep(found, "key", { key: event.key });
    }
    // a button's Enter or space comes back as its click; a list's keys as its change
  }

  function onValue(event) {
    var found = locate(event.target);
    if (!found || !(typing(found.control) || found.control.tagName === "SELECT")) return;
    event.stopPropagation();
    keep(found, "value");
  }

  // The live widget that took the place of a snapshot (live.js puts it right after it).
  function liveSlot(slot) {
    for (var el = slot.nextElementSibling; el && el.tagName !== "SCRIPT"; el = el.nextElementSibling) {
      if (el.classList.contains(LIVE)) return el;
    }
    return null;
  }

  function counterpart(t) {
    var slot = liveSlot(t.slot);
    return slot ? slot.querySelectorAll(CONTROL)[t.index] || null : null;
  }

  function doAgain(t) {
    var control = counterpart(t);
    if (!control) return Promise.resolve();
    if (t.kind === "click") control.click();
    else if (t.kind === "value") {
      control.value = t.slot.querySelectorAll(CONTROL)[t.index].value;
      fire(control, "input");
      fire(control, "change");
    } else if (t.kind === "submit") {
      ["keydown", "keypress", "keyup"].forEach(function (type) { press(control, type, "Enter"); });
    } else if (t.kind === "key") {
      var handle = control.querySelector(".noUi-handle") || control;
      press(handle, "keydown", t.key);
      press(handle, "keyup", t.key);
    } else if (t.kind === "slide") tap(control, t.fraction);
    count.done += 1;
    return options.quiet();
  }

  function whenLive() {
    var list = kept.splice(0);
    var widgets = marked.splice(0);
    if (!list.length && !widgets.length) return;
    doing = list.reduce(function (done, t) {
      return done.then(function () { return doAgain(t); });
    }, doing).catch(function (err) {
      console.warn("gouji: a touch not done again:", err);
    }).then(function () {
      var last = list.length ? counterpart(list[list.length - 1]) : null;
      if (last && typeof last.focus === "function") last.focus({ preventScroll: true });
      unmark(widgets);
    });
  }

  function whenFailed() {
    kept.splice(0);
    var message = document.querySelector("[data-live-message]");
    marked.forEach(function (m) {
      m.parent.removeAttribute("aria-busy");
      m.parent.classList.remove("gouji-touch-busy");
      m.parent.classList.add("gouji-touch-failed");
      m.note.setAttribute("data-failed", "");
      m.note.textContent = message ? message.textContent : "";
    });
  }

  new MutationObserver(function () {
    var state = root.getAttribute("data-live-state");
    if (state === "live") whenLive();
    else if (state === "error") whenFailed();
  }).observe(root, { attributes: true, attributeFilter: ["data-live-state"] });

  // caught on the way down (the capture phase), before the snapshot's own handlers
  window.addEventListener("click", onClick, true);
  ["pointerdown", "mousedown", "touchstart"].forEach(function (type) {
    window.addEventListener(type, onPointer, { capture: true, passive: false });
  });
  ["keydown", "keypress", "keyup"].forEach(function (type) { window.addEventListener(type, onKey, true); });
  ["input", "change"].forEach(function (type) { window.addEventListener(type, onValue, true); });
}
