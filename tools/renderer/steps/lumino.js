// Step 2: Lumino's widgets (the layouts every widget view is drawn in).
export * from "@lumino/widgets";
