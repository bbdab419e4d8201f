// An answer to a question asked the way a table talks, drawn the same in the Rule Lab (its
// typed line, its #q= link) and in the site's search box: the answer first, in large plain
// words ("能。", "座位 4 先出。"), then why. Python made the view (gouji_sim/view/answer_view.py:
// answer_view, unread_view), in the reply's language (the question's), labels included; this
// module only draws it, as text nodes.
//
// answerBody(reply, onPanel): [div.glab-answer[data-role=answer]] with p[data-role=headline];
//   onPanel(panel) for the button of a question that names no play (null: no button, the
//   caller shows the panel its own way).
// unreadBody(reply, onSuggest, onPanel): [div.glab-answer.glab-unread[data-role=unread]] with what
//   was understood, what is missing, button[data-role=suggestion] for each nearest question
//   (onSuggest(text) when one is tapped) and, where the reply names the panel that fills in
//   what is missing (a points question with no places: the score panel), its button; a word's
//   meaning asked, a[data-role=glossary] to the glossary.
import { el } from "./core.js";

function why(reply) {
  var L = reply.labels;
  return el("div", { class: "glab-why", "data-role": "why" },
    el("p", { class: "glab-why-title" }, el("strong", { text: L.why })),
    reply.understood ? el("p", { class: "glab-understood", "data-role": "understood" },
      el("span", { class: "glab-muted", text: L.understood + " " }), reply.understood) : null,
    reply.assumed ? el("p", { class: "glab-assumed", "data-role": "assumed" },
      el("span", { class: "glab-muted", text: L.assumed + " " }), reply.assumed) : null,
    reply.message ? el("p", { class: "glab-answer-message", "data-role": "answer-message", text: reply.message }) : null,
    reply.clauses.length ? el("div", { class: "glab-clauses-box" }, el("span", { class: "glab-muted", text: L.clauses }),
      el("ul", { class: "glab-clauses", "data-role": "answer-clauses" }, reply.clauses.map(function (c) {
        return el("li", { "data-clause": c.id }, el("code", { text: c.id }), " ", c.text);
      }))) : null,
    reply.skipped ? el("p", { class: "glab-muted glab-skipped", "data-role": "skipped", text: reply.skipped }) : null);
}

function panelButton(reply, onPanel) {
  return reply.panel && onPanel ? el("p", null, el("button", { type: "button", class: "md-button glab-panel-open",
    "data-role": "open-panel", "data-panel": reply.panel.kind, onclick: function () { onPanel(reply.panel); } }, reply.panel.label)) : null;
}

export function answerBody(reply, onPanel) {
  var yes = reply.yes === true ? "yes" : reply.yes === false ? "no" : "said";
  var panel = panelButton(reply, onPanel);
  return [el("div", { class: "glab-answer", "data-role": "answer", "data-yes": yes, lang: reply.lang },
    el("p", { class: "glab-headline glab-headline-" + yes, "data-role": "headline", text: reply.headline }),
    panel, why(reply))];
}

export function unreadBody(reply, onSuggest, onPanel) {
  var L = reply.labels;
  return [el("div", { class: "glab-answer glab-unread", "data-role": "unread", lang: reply.lang },
    el("p", { class: "glab-headline glab-headline-unread", "data-role": "headline", text: reply.title }),
    reply.understood ? el("p", { "data-role": "understood", text: reply.understood }) : null,
    reply.missing ? el("p", { "data-role": "missing", text: reply.missing }) : null,
    reply.link ? el("p", null, el("a", { href: reply.link.href, "data-role": "glossary", text: reply.link.label })) : null,
    panelButton(reply, onPanel),
    reply.suggestions.length ? el("div", { class: "glab-suggestions" },
      el("p", { class: "glab-suggest-title", text: L.suggest }),
      el("ul", null, reply.suggestions.map(function (text) {
        return el("li", null, el("button", { type: "button", class: "glab-small-button glab-suggestion", "data-role": "suggestion",
          onclick: function () { onSuggest(text); } }, text));
      }))) : null)];
}
