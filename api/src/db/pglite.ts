import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite serves one process, with no standby and no WAL archive: WAL beyond what crash recovery
 * needs is never read. At `wal_level=minimal` a transaction that creates a relation or an index
 * (a migration, the big dataset's index rebuild, bulk-load.ts) writes its pages without WAL
 * (PostgreSQL's manual, "Populating a Database"); every other write keeps its WAL, and recovery
 * after a crash is unchanged. The big dataset's seed, which rebuilds its indexes, gains the most
 * (its time is in docs/performance.md).
 */
const MINIMAL_WAL = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];

/**
 * The buffer pool of a database kept in a data directory: 256 MB instead of PGlite's 128 MB. A
 * count under a search reads the row of every match (a trigram index says which rows may match,
 * never how many do), and on a big event a common name's rows take more pages than the default
 * pool holds: every such count read them all again through Node's file system, one page at a
 * time in PGlite's WebAssembly, and missed the goal of a search. With 256 MB they stay in the
 * pool. PGlite takes the whole pool when it starts, so the API's memory grows by the difference,
 * within its goal (docs/performance.md, decision 0022).
 */
const DATA_DIRECTORY_BUFFERS = ['-c', 'shared_buffers=256MB'];

/**
 * The buffer pool of an in-memory database (a test suite's copy of a template, a few megabytes):
 * 32 MB instead of 128 MB. PGlite's WebAssembly zero-fills the whole pool as it starts, and the
 * default pool made that most of the time a suite waits for its database.
 */
const IN_MEMORY_BUFFERS = ['-c', 'shared_buffers=32MB'];

/**
 * A database made to be dumped as an image keeps no spare WAL segment. A checkpoint recycles the
 * segments it frees as 16 MB files for later writes, and `dumpDataDir` carries them all: most of
 * the demo seed's image, copied into every database a test suite opens from it. With recycling
 * off and the floor at its least (two segments), the checkpoint removes them instead.
 */
const NO_SPARE_WAL = ['-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB'];

export interface PgliteOptions {
  /** Persist in this directory; in memory when absent. */
  dataDir?: string;
  /** Start from this image of a data directory (`dumpDataDir`), as the test suites do. */
  image?: Blob;
  /** Made to be dumped (`dumpDataDir`) after a checkpoint: keep no spare WAL segment. */
  forImage?: boolean;
}

/** A new PGlite (in memory, or persisted in `dataDir`) with the extensions the migrations use. */
export function createPglite({ dataDir, image, forImage }: PgliteOptions = {}): PGlite {
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...MINIMAL_WAL,
      ...(dataDir ? DATA_DIRECTORY_BUFFERS : IN_MEMORY_BUFFERS),
      ...(forImage ? NO_SPARE_WAL : []),
    ],
  });
}
