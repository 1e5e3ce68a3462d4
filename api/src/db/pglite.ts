import { PGlite } from '@electric-sql/pglite';

/** A new PGlite: in memory, or persisted in `dataDir`. */
export function createPglite(dataDir?: string): PGlite {
  return dataDir ? new PGlite(dataDir) : new PGlite();
}
