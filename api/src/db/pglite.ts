import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A new PGlite (in memory, or persisted in `dataDir`) with the extensions the migrations use. */
export function createPglite(dataDir?: string): PGlite {
  return new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}
