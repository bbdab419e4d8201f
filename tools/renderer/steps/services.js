// Step 5: what the widgets and the output area take from JupyterLab's services.
export { KernelMessage, ServerConnection } from "@jupyterlab/services";
