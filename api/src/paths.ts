/**
 * Paths of the api package, found from the working directory so the same code runs under
 * tsx (ESM, cwd = api/) and jest (CJS, cwd = repo root) without import.meta or __dirname.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function apiRoot(cwd = process.cwd()): string {
  const candidates = [cwd, path.join(cwd, 'api')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'drizzle.config.ts')));
  if (!found) throw new Error(`Cannot find the api package from ${cwd}`);
  return found;
}

export const migrationsFolder = (): string => path.join(apiRoot(), 'drizzle');

export const defaultDataDir = (): string => path.join(apiRoot(), '.data', 'pglite');
