export * from './toast-queue';
export * from './ToastViewport';
