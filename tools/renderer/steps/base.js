// Step 6: the widgets' base classes.
export * from "@jupyter-widgets/base";
