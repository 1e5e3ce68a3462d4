/** Entry `@console/shared/ui/dialog`: the modal overlays, loaded when a page first opens one. */
export * from './Dialog';
export * from './ConfirmDialog';
export * from './LeaveDialog';
export * from './SlideOut';
