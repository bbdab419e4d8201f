// Keep the reader on the same page when switching language.
//
// Material's language selector (extra.alternate in mkdocs.yml / mkdocs.en.yml)
// links to the other language's *root*. Both languages have the same page paths
// (/beating/ <-> /en/beating/; tests/site checks that), so we append the current
// page's path, relative to this language's root, to each alternate link. The
// root comes from the "base" that Material writes into #__config (a relative
// URL such as ".."; an absolute "/" on the 404 page, which we leave alone).
//
// Material has its own same-page switching, but it relies on sitemap.xml
// holding the deployed URLs (site_url), which this site does not assume; its
// click handler on <body> would send the reader to the root, so our links stop
// the click from reaching it.
//
// An ES module (it runs once the page is parsed): rewriteAlternateLinks is exported
// for the unit tests (tests/js/).
const languageSwitch = (function () {
  "use strict";

  function rewriteAlternateLinks() {
    var configElement = document.getElementById("__config");
    if (!configElement) return;
    var base = JSON.parse(configElement.textContent).base || ".";
    if (base.charAt(0) === "/") return; // 404 page: no meaningful path
    var root = new URL(base.replace(/\/?$/, "/"), window.location.href);
    var page = window.location.pathname;
    if (page.indexOf(root.pathname) !== 0) return;
    var relative = page.slice(root.pathname.length);

    var links = document.querySelectorAll("a.md-select__link[hreflang]");
    Array.prototype.forEach.call(links, function (link) {
      var target = new URL(link.getAttribute("href"), window.location.href);
      link.setAttribute("href", target.pathname.replace(/\/?$/, "/") + relative);
      link.addEventListener("click", function (event) {
        event.stopPropagation();
      });
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", rewriteAlternateLinks);
  } else {
    rewriteAlternateLinks();
  }
  return { rewriteAlternateLinks: rewriteAlternateLinks };
})();

export default languageSwitch;
