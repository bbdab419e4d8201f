// Step 9: what rendermime and the output area take from JupyterLab's apputils (named, not
// `export *`: the whole package would bring React, ajv and the JupyterLab icons).
export { Sanitizer, WidgetTracker } from "@jupyterlab/apputils";
