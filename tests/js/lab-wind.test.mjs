// The Rule Lab draws a case of a whole hand whose action is a request to take over the lead
// (接风 by consent, TURN-8 v5) or an answer to one: the action line says it in the catalogue's
// words (gouji_sim/view/site_words.py: lab-entry-wind, lab-entry-agree, lab-entry-refuse).
import assert from "node:assert/strict";
import { test } from "node:test";
import { installPage, jsonScript } from "./dom.mjs";

const DATA = {
  lang: "en",
  strings: {
    "w-seat": "Seat {seat}", "w-opposite": "opposite {seat}", "w-count": "{n} cards", "w-action": "Action",
    "lab-entry-play": "seat {seat} plays {play}", "lab-trick-empty": "Nothing played in this trick yet.",
    "lab-entry-wind": "seat {seat} asks to take over the lead", "lab-entry-agree": "seat {seat} agrees to the takeover",
    "lab-entry-refuse": "seat {seat} refuses the takeover",
  },
  clauses: {}, cards: {}, seat_info: {}, seats: [1, 2, 3, 4, 5, 6], rack: [], presets: {}, switches: {}, panels: {},
};
const TABLE = {
  seats: [],
  trick: [{ seat: 1, kind: "play", play: "9 9 2", top: true, set: null }],
  status_words: null, melee: false,
};

installPage({ byId: { "gouji-lab-data": jsonScript(DATA), "gouji-engine-config": jsonScript({}) } });
const { default: lab } = await import("../../docs/shared/lab/lab.js");

test("the action line says a request to take over the lead and each answer", () => {
  assert.match(lab.drawTable(TABLE, { seat: 2, wind: true }, null).textContent, /Action: seat 2 asks to take over the lead/);
  assert.match(lab.drawTable(TABLE, { seat: 3, consent: true }, null).textContent, /Action: seat 3 agrees to the takeover/);
  assert.match(lab.drawTable(TABLE, { seat: 4, consent: false }, null).textContent, /Action: seat 4 refuses the takeover/);
  assert.match(lab.drawTable(TABLE, { seat: 2, play: "J J 2" }, null).textContent, /Action: seat 2 plays J J 2/);
});
