// Step 12 (last): html-manager's HTMLManager, the one thing live.js uses (new HTMLManager(),
// set_state, create_view, display_view, handle_comm_open, get_model). Taken from its ES
// sources, not from its index: lib/libembed.js compiles the widget-state JSON schemas with ajv
// as it is imported (about 90 ms of the old bundle's start), and the site never validates.
export { HTMLManager } from "@jupyter-widgets/html-manager/lib/htmlmanager.js";
