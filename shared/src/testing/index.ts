/** Test helpers for the shell's and the remotes' tests. Never imported by product code. */
export * from './fetch-router';
export * from './fixtures';
export * from './render';
export * from './downloads';
export * from './form-errors';
