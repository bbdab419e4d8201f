// Live chapters, page side: the widget renderer (the site's own build of html-manager,
// tools/renderer/) loaded in steps, and the pacing of its work so that the page keeps
// answering while it draws. Imported by live.js.

// The site's own build of html-manager (tools/renderer/): one file (renderer.file, from
// tools/renderer/steps.json) whose export `steps` runs each step (renderer.steps) when called;
// the steps are run one after another with a task between two, so that each step's evaluation
// is short (the old one-piece bundle held a phone's page for 0.4-1.8 s a piece); the last step
// exports HTMLManager. Its style sheets are linked at the same time unless the page has them (a
// chapter links them in its <head>: docs/live_hooks.py), labvariables.css only where the page
// has no JupyterLab variables, as html-manager did; the library is ready once both are.
export function loadManager(renderer, timings) {
  var base = new URL(renderer.url, window.location.href).href;
  var styles = renderer.styles.slice();
  if (!getComputedStyle(document.documentElement).getPropertyValue("--jp-layout-color0")) styles.push(renderer.variables);
  var present = Array.prototype.map.call(document.querySelectorAll('link[rel="stylesheet"]'), function (link) { return link.href; });
  var linked = Promise.all(styles.map(function (name) {
    if (present.indexOf(new URL(name, base).href) >= 0) return null;
    return new Promise(function (resolve, reject) {
      var link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = new URL(name, base).href;
      link.onload = resolve;
      link.onerror = function () { reject(new Error(link.href + ": not loaded")); };
      document.head.appendChild(link);
    });
  }));
  var file = null; // the one file, asked for with the first step
  var last = null;
  // when each step was asked for and had run (tests/browser/test_live.py reads them)
  var record = (timings.renderer = []);
  var steps = renderer.steps.reduce(function (done, name) {
    var times = [name, 0, 0];
    return done.then(function () {
      record.push(times);
      times[1] = performance.now();
      if (!file) file = import(new URL(renderer.file, base).href);
      return file.then(function (all) { return all.steps[name](); });
    }).then(function (module) {
      times[2] = performance.now();
      last = module;
      return turn();
    });
  }, Promise.resolve());
  return Promise.all([steps, linked]).then(function () { return last; });
}

// The renderer's file asked for now (fetched and compiled, not run), once per page, unless the
// page's <head> asks for it already (a chapter's does: docs/live_hooks.py). live.js calls it as
// it runs, so that on a phone's one link the renderer comes before Python's big files, not
// after them.
export function preloadRenderer(renderer) {
  var href = new URL(renderer.file, new URL(renderer.url, window.location.href)).href;
  var asked = Array.prototype.some.call(document.querySelectorAll('link[rel="modulepreload"]'), function (link) {
    return link.href === href;
  });
  if (asked) return;
  var preload = document.createElement("link");
  preload.rel = "modulepreload";
  preload.href = href;
  document.head.appendChild(preload);
}

// A turn for the page between two pieces of work.
export function turn() {
  return new Promise(function (resolve) { setTimeout(resolve, 0); });
}

// A widget's children are views too, each made by its manager's create_view, all in one
// burst of microtasks for a whole panel (the judge panel's took 0.2-0.5 s of a
// phone's page at once). Spread them: once making views has held the page 10 ms, the next
// view is made after a turn for the page (the views keep their order: each parent waits for
// its children's promises in order).
// (scheduler.yield where the browser has it: its continuation goes ahead of other tasks, and
// no nested-timer clamp of 4 ms a turn)
export function spread(manager) {
  var create = manager.create_view.bind(manager);
  var since = performance.now();
  var scheduler = window.scheduler;
  var yieldToPage = scheduler && scheduler.yield ? function () { return scheduler.yield(); } : turn;
  manager.create_view = function (model, options) {
    if (performance.now() - since < 10) return create(model, options);
    return yieldToPage().then(function () {
      since = performance.now();
      return create(model, options);
    });
  };
  return manager;
}
