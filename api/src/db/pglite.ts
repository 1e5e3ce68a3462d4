import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite serves one process, with no standby and no WAL archive: WAL beyond what crash recovery
 * needs is never read. At `wal_level=minimal` a transaction that creates a relation or an index
 * (a migration, the big dataset's index rebuild, bulk-load.ts) writes its pages without WAL
 * (PostgreSQL's manual, "Populating a Database"); every other write keeps its WAL, and recovery
 * after a crash is unchanged. Measured: the big dataset's seed at 1,000,000 registrants, 130.9 ->
 * 122.0 s (docs/performance.md).
 */
const MINIMAL_WAL = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];

/** A new PGlite (in memory, or persisted in `dataDir`) with the extensions the migrations use. */
export function createPglite(dataDir?: string): PGlite {
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MINIMAL_WAL],
  });
}
