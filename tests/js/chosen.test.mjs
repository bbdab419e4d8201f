// The house rules a table chose, kept in the browser (docs/shared/house/chosen.js): what the
// house-rules page keeps is what the search box and the Lab's #q= links read back; nothing is
// kept while every answer is the default, and a broken or foreign value is no choice.
import assert from "node:assert/strict";
import { test } from "node:test";

const items = new Map();
globalThis.window = {
  localStorage: {
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => { items.set(k, String(v)); },
    removeItem: (k) => { items.delete(k); },
  },
};
const { KEY, chosenRules, keepRules } = await import("../../docs/shared/house/chosen.js");

test("the rules kept are the rules read back", () => {
  keepRules({ preset: "outline", switches: { two_big_beat_one: true } });
  assert.deepEqual(chosenRules(), { preset: "outline", switches: { two_big_beat_one: true } });
});

test("every answer at its default forgets the choice", () => {
  keepRules({ preset: "outline", switches: { tribute: true } });
  keepRules({ preset: "outline", switches: {} });
  assert.equal(items.has(KEY), false);
  assert.equal(chosenRules(), null);
});

test("what is no rules object is no choice", () => {
  for (const bad of ["not json", "null", "[]", '{"preset": 3, "switches": {"x": 1}}', '{"preset": "outline"}']) {
    items.set(KEY, bad);
    assert.equal(chosenRules(), null, bad);
  }
});

test("a browser whose storage is turned off keeps nothing and reads nothing", () => {
  const saved = globalThis.window;
  globalThis.window = { get localStorage() { throw new Error("SecurityError"); } };
  try {
    keepRules({ preset: "outline", switches: { tribute: true } });
    assert.equal(chosenRules(), null);
  } finally {
    globalThis.window = saved;
  }
});
