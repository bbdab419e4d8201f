// Step 4: Backbone (with underscore), the widget models' and views' base.
export * as backbone from "backbone";
