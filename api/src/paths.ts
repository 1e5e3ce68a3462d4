/** Paths of the api package. */
import { fileURLToPath } from 'node:url';

export const apiRoot = (): string => fileURLToPath(new URL('..', import.meta.url));

export const migrationsFolder = (): string => fileURLToPath(new URL('../drizzle', import.meta.url));

export const defaultDataDir = (): string =>
  fileURLToPath(new URL('../.data/pglite', import.meta.url));
