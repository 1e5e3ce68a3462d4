export * from './SlideOut';
