// A small stand-in for the browser's document, for the unit tests of the pages' pure parts
// (tests/js/*.test.mjs): enough of the DOM for what the drawing helpers build (elements,
// attributes, text nodes, children, listeners), with html() to read a tree back as a string.
// Not a browser: layout, CSS selectors beyond "#id" and events' bubbling are left out.

export class FakeNode {
  constructor() { this.parentNode = null; this.childNodes = []; }
  get firstChild() { return this.childNodes[0] || null; }
  get lastChild() { return this.childNodes[this.childNodes.length - 1] || null; }
  get nextSibling() {
    if (!this.parentNode) return null;
    const kids = this.parentNode.childNodes;
    return kids[kids.indexOf(this) + 1] || null;
  }
  appendChild(kid) { return this.insertBefore(kid, null); }
  insertBefore(kid, ref) {
    if (!(kid instanceof FakeNode)) throw new TypeError("appendChild: not a node: " + kid);
    if (kid.parentNode) kid.parentNode.removeChild(kid);
    const at = ref ? this.childNodes.indexOf(ref) : -1;
    if (at < 0) this.childNodes.push(kid); else this.childNodes.splice(at, 0, kid);
    kid.parentNode = this;
    return kid;
  }
  removeChild(kid) {
    const at = this.childNodes.indexOf(kid);
    if (at < 0) throw new Error("removeChild: not a child");
    this.childNodes.splice(at, 1);
    kid.parentNode = null;
    return kid;
  }
  remove() { if (this.parentNode) this.parentNode.removeChild(this); }
  get textContent() { return this.childNodes.map((k) => k.textContent).join(""); }
  set textContent(value) {
    this.childNodes.forEach((k) => { k.parentNode = null; });
    this.childNodes = [];
    if (value !== "" && value !== null && value !== undefined) this.appendChild(new FakeText(String(value)));
  }
}

export class FakeText extends FakeNode {
  constructor(data) { super(); this.data = data; this.nodeType = 3; }
  get textContent() { return this.data; }
  set textContent(value) { this.data = String(value); }
}

export class FakeElement extends FakeNode {
  constructor(tag) {
    super();
    this.tagName = tag.toUpperCase();
    this.nodeType = 1;
    this.attributes = new Map();
    this.listeners = {};
    this.style = {};
    this.disabled = false;
    const element = this;
    this.classList = {
      add(...names) { element.className = [...new Set([...element.classes(), ...names])].join(" "); },
      remove(...names) { element.className = element.classes().filter((c) => !names.includes(c)).join(" "); },
      contains(name) { return element.classes().includes(name); },
      toggle(name, on) {
        const want = on === undefined ? !this.contains(name) : on;
        if (want) this.add(name); else this.remove(name);
        return want;
      },
    };
  }
  classes() { return (this.getAttribute("class") || "").split(/\s+/).filter(Boolean); }
  get className() { return this.getAttribute("class") || ""; }
  set className(value) { this.setAttribute("class", value); }
  get id() { return this.getAttribute("id") || ""; }
  get children() { return this.childNodes.filter((k) => k instanceof FakeElement); }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  hasAttribute(name) { return this.attributes.has(name); }
  removeAttribute(name) { this.attributes.delete(name); }
  addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); }
  // run this element's listeners of `type` (no bubbling); returns the event
  fire(type, event = {}) {
    const e = { type, target: this, preventDefault() { this.defaultPrevented = true; },
      stopPropagation() { this.stopped = true; }, ...event };
    (this.listeners[type] || []).forEach((fn) => fn.call(this, e));
    return e;
  }
  // every element below this one (depth first), then those with the attribute `name`
  descendants() { return this.children.flatMap((k) => [k, ...k.descendants()]); }
  all(name, value) {
    return this.descendants().filter((k) => k.hasAttribute(name) && (value === undefined || k.getAttribute(name) === value));
  }
  // the tree as HTML-like text: attributes in the order set, text as it is (no escaping needed
  // to read a test's expectations; a "<" in a text node shows that no markup was parsed)
  html() {
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${v}"`).join("");
    const inner = this.childNodes.map((k) => (k instanceof FakeElement ? k.html() : k.data)).join("");
    return `<${this.tagName.toLowerCase()}${attrs}>${inner}</${this.tagName.toLowerCase()}>`;
  }
}

// A document whose getElementById finds the elements given by id (e.g. a page's JSON data).
export function fakeDocument(byId = {}) {
  const documentElement = new FakeElement("html");
  const body = new FakeElement("body");
  documentElement.appendChild(body);
  return {
    readyState: "interactive",
    documentElement,
    body,
    createElement: (tag) => new FakeElement(tag),
    createTextNode: (text) => new FakeText(String(text)),
    getElementById: (id) => byId[id] || null,
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener() {},
  };
}

// <script type="application/json" id=…> holding `data`, as the site's hooks write them.
export function jsonScript(data) {
  const script = new FakeElement("script");
  script.setAttribute("type", "application/json");
  script.textContent = JSON.stringify(data);
  return script;
}

// Install a fake window and document as the globals a page's module reads when it loads.
export function installPage({ byId = {}, href = "http://127.0.0.1/lab/", extra = {} } = {}) {
  const document = fakeDocument(byId);
  const listeners = {};
  const url = new URL(href);
  const window = {
    document,
    location: { href: url.href, pathname: url.pathname, hash: url.hash },
    matchMedia: () => ({ matches: false, addEventListener() {} }),
    addEventListener(type, fn) { (listeners[type] = listeners[type] || []).push(fn); },
    listeners,
    requestAnimationFrame: (fn) => setTimeout(fn, 0),
    ...extra,
  };
  globalThis.window = window;
  globalThis.document = document;
  globalThis.Node = FakeNode;
  return window;
}
