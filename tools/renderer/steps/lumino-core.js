// Step 1 of the widget renderer (tools/renderer/steps.json): Lumino's foundations.
export * from "@lumino/coreutils";
export * from "@lumino/algorithm";
export * from "@lumino/signaling";
export * from "@lumino/messaging";
export * from "@lumino/virtualdom";
export * from "@lumino/commands";
