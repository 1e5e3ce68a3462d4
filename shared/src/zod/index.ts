export * as z from './z';
