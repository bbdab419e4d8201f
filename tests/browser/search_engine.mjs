// Material's own search worker (the very file the site serves) run in Node on a built index:
// the search box's engine without a browser (tests/browser/test_search.py).
//
//   node search_engine.mjs SITE LANG_ROOT < queries.json > results.json
//
// queries.json is a list of strings; the answer has, per query, the result groups as the
// search box lists them (a page and its sections), each {page, locations, title, terms}:
// terms are the query's words as Material looked them up, each true when the group's best
// entry has it (a false one is what the box shows as "缺少: …" / "Missing: …").
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const [site, langRoot] = process.argv.slice(2);
const scripts = path.join(site, langRoot, "assets/javascripts");
const workers = path.join(scripts, "workers");
const worker = fs.readdirSync(workers).find(f => /^search\.[0-9a-f]+\.min\.js$/.test(f));
if (!worker) throw new Error(`no search worker in ${workers}`);

// The worker's globals: its message handler, its answers, importScripts for the languages.
let listener = null;
let answer = null;
const context = {
  console, URL, TextEncoder, TextDecoder, setTimeout,
  addEventListener: (type, fn) => { if (type === "message") listener = fn; },
  postMessage: message => { answer = message; },
  importScripts: (...urls) => {
    for (const url of urls) {
      const file = path.join(workers, url);
      vm.runInContext(fs.readFileSync(file, "utf8"), context, { filename: file });
    }
  },
};
context.self = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(path.join(workers, worker), "utf8"), context, { filename: worker });

// Material's messages (integrations/search/worker/message): 0 setup, 1 ready, 2 query, 3 result.
async function send(message) {
  answer = null;
  await listener({ data: message });
  while (answer === null) await new Promise(resolve => setTimeout(resolve, 0));
  return answer;
}

const index = JSON.parse(fs.readFileSync(path.join(site, langRoot, "search/search_index.json"), "utf8"));
await send({ type: 0, data: { config: index.config, docs: index.docs, options: { suggest: false } } });
const results = [];
for (const query of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const { data } = await send({ type: 2, data: query });
  results.push(data.items.map(group => ({
    page: group[0].location.split("#")[0],
    locations: group.map(doc => doc.location),
    title: group[0].title,
    terms: group[0].terms,
  })));
}
process.stdout.write(JSON.stringify(results));
