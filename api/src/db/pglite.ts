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

/**
 * The buffer pool of a database kept in a data directory: 256 MB instead of PGlite's 128 MB. A
 * count under a search reads the row of every match (a trigram index says which rows may match,
 * never how many do): at 1,000,000 registrants a common name's rows fill 21,000 pages of the
 * registrations table, 170 MB. With 128 MB every such count read them all again through Node's
 * file system, about 9 µs a page (the Approved tab searched for "emma": 224 ms; a group's count
 * under that search: 200-280 ms); with 256 MB they stay in the pool (51 ms; 31-100 ms). PGlite
 * takes the whole pool when it starts: the API on the 1 M database opens at 550 MB instead of
 * 406 MB and ends a 100,000-row bulk approval and import at 901 MB (docs/performance.md, decision
 * 0022). An in-memory database (the tests') keeps the default.
 */
const DATA_DIRECTORY_BUFFERS = ['-c', 'shared_buffers=256MB'];

/** A new PGlite (in memory, or persisted in `dataDir`) with the extensions the migrations use. */
export function createPglite(dataDir?: string): PGlite {
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...MINIMAL_WAL,
      ...(dataDir ? DATA_DIRECTORY_BUFFERS : []),
    ],
  });
}
