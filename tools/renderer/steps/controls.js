// Step 11: the widgets themselves (sliders, buttons, boxes, accordions, ...).
export * from "@jupyter-widgets/controls";
