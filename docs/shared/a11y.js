// Accessibility of the pages as a keyboard or screen-reader user meets them,
// on every page of both languages; tests/browser/test_accessibility.py runs axe-core on them.
//
// - A box that scrolls sideways (a wide table, a notebook output, the Lab's preset comparison)
//   can be reached with Tab and scrolled with the arrow keys: it gets tabindex="0", but only
//   while it really scrolls (a box that fits adds no Tab stop).
//   Boxes drawn later (widgets, the Lab, a live chapter) are looked at again as they appear.
// - The theme's search dialog gets a name (its search box's placeholder, in the page's language).
(function () {
  "use strict";

  var SCROLLERS = ".md-typeset__scrollwrap, .highlight pre, .jp-OutputArea-output, .jp-RenderedHTMLCommon, " +
    ".widget-html-content, .widget-htmlmath-content, .glab-scroll, .gouji-scroll, .md-typeset table:not([class]), " +
    ".gpr-narration";   // the practice table's "What happened", which scrolls once the hand is long

  function markScrollers() {
    Array.prototype.forEach.call(document.querySelectorAll(SCROLLERS), function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
      var style = scrolls ? window.getComputedStyle(box) : null;
      scrolls = scrolls && /(auto|scroll)/.test(style.overflowX + " " + style.overflowY);
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("data-a11y-scroll", "");
      } else if (!scrolls && box.hasAttribute("data-a11y-scroll")) {
        box.removeAttribute("tabindex");
        box.removeAttribute("data-a11y-scroll");
      }
    });
  }

  function nameSearch() {
    var dialog = document.querySelector(".md-search[role='dialog']");
    var input = document.querySelector(".md-search__input");
    if (dialog && !dialog.hasAttribute("aria-label")) {
      dialog.setAttribute("aria-label", (input && input.getAttribute("placeholder")) || "Search");
    }
  }

  // Measured after the browser has drawn the changes (a frame, then a task), when its layout is
  // up to date and reading sizes costs nothing, and at most every QUIET ms while the page keeps
  // changing (measuring in the frame's own callback forced the layout there, tasks of
  // up to 0.9 s on the phone profile while a live chapter's widgets were drawn).
  var QUIET = 300;
  var pending = false;
  var last = 0;
  // whether a measuring is due (the accessibility tests wait until it is done)
  var state = (window.goujiA11y = { pending: false });
  function later() {
    if (pending) return;
    pending = state.pending = true;
    var wait = Math.max(0, last + QUIET - Date.now());
    setTimeout(function () {
      window.requestAnimationFrame(function () {
        setTimeout(function () { markScrollers(); pending = state.pending = false; last = Date.now(); }, 0);
      });
    }, wait);
  }

  function start() {
    nameSearch();
    later();
    new MutationObserver(later).observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", later);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
