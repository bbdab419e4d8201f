// Step 3: jQuery, which @jupyter-widgets/base and controls use.
export { default as jquery } from "jquery";
