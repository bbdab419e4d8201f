// The house rules a table chose on the house-rules page, kept in this browser, so that a
// question asked later — in the site's search box or by a #q= link in the Rule Lab — is ruled
// under them (the text's own rules, when it names some, still win: gouji_sim.game.notation.read).
// A case object's rules, {preset, switches} (CASES.md); nothing is kept while every answer is
// the default one. An ES module: house.js keeps the choice, search.js and the Lab read it.
export const KEY = "gouji-house-rules";

function store() {
  try { return window.localStorage || null; } catch (e) { return null; }   // storage turned off
}

// the rules chosen, or null when none (or when what is kept is not a rules object)
export function chosenRules() {
  const s = store();
  if (!s) return null;
  try {
    const rules = JSON.parse(s.getItem(KEY));
    const ok = rules && typeof rules === "object" && typeof rules.preset === "string" &&
      rules.switches && typeof rules.switches === "object" && Object.keys(rules.switches).length > 0;
    return ok ? { preset: rules.preset, switches: rules.switches } : null;
  } catch (e) {
    return null;
  }
}

// keep `rules` ({preset, switches}); switches all at their defaults forget the choice
export function keepRules(rules) {
  const s = store();
  if (!s) return;
  try {
    if (rules && rules.switches && Object.keys(rules.switches).length > 0) s.setItem(KEY, JSON.stringify(rules));
    else s.removeItem(KEY);
  } catch (e) { /* a full or closed storage: the choice is only on the card */ }
}
