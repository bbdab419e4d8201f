// Keep the reader on the same page when switching language.
//
// Material's language selector (extra.alternate in mkdocs.yml / mkdocs.en.yml)
// links to the other language's *root*. Both languages have the same page paths
// (/beating/ <-> /en/beating/), so we append the current page's path, relative
// to this language's root, to each alternate link. The root comes from the
// "base" that Material writes into #__config (a relative URL such as "..").
(function () {
  "use strict";

  function rewriteAlternateLinks() {
    var configElement = document.getElementById("__config");
    if (!configElement) return;
    var base = JSON.parse(configElement.textContent).base || ".";
    var root = new URL(base.replace(/\/?$/, "/"), window.location.href);
    var page = window.location.pathname;
    if (page.indexOf(root.pathname) !== 0) return;
    var relative = page.slice(root.pathname.length);

    var links = document.querySelectorAll("a.md-select__link[hreflang]");
    Array.prototype.forEach.call(links, function (link) {
      var target = new URL(link.getAttribute("href"), window.location.href);
      var targetRoot = target.pathname.replace(/\/?$/, "/");
      link.setAttribute("href", targetRoot + relative);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", rewriteAlternateLinks);
  } else {
    rewriteAlternateLinks();
  }
})();
