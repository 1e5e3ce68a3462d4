/** Entry `@console/shared/ui/file-drop`: the CSV drop zone, loaded only by import pages. */
export * from './FileDrop';
