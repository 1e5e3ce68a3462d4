/**
 * PGlite, loaded with nativeRequire (see there: its start-up needs a dynamic import() that jest's
 * sandbox lacks). Nothing from the sandbox realm may be passed in (PGlite checks
 * `instanceof WebAssembly.Module`), so PGlite reads its own wasm files.
 */
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { nativeRequire } from '../native-require';

/** A new PGlite: in memory, or persisted in `dataDir`. */
export function createPglite(dataDir?: string): PGliteClass {
  const { PGlite } = nativeRequire<{ PGlite: typeof PGliteClass }>('@electric-sql/pglite');
  return dataDir ? new PGlite(dataDir) : new PGlite();
}
