/** The event dashboard (the event's landing page): wire schema, path, query keys, limits, messages. */
export * from './schemas';
export * from './paths';
export * from './query-keys';
export * from './limits';
export * from './messages';
