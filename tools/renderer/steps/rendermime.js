// Step 10: the output renderers and the output area (html-manager's Output widget).
export { RenderMimeRegistry, standardRendererFactories } from "@jupyterlab/rendermime";
export { OutputArea, OutputAreaModel } from "@jupyterlab/outputarea";
