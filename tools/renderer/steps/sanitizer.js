// Step 8: the HTML sanitizer under JupyterLab's rendermime (sanitize-html, with postcss).
export { default as sanitizeHtml } from "sanitize-html";
