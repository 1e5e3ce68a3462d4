/**
 * Runs the test files named in its arguments in this one process, one after another, with
 * passwords hashed at the test cost (auth/password.ts): loading the app, the drivers and PGlite's
 * WebAssembly takes seconds a process, more than many suites' tests take (run-api-tests.ts gives
 * each process a share of the files).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPasswordsAtTestCost } from '../auth/password';

hashPasswordsAtTestCost();

for (const file of process.argv.slice(2)) {
  await import(pathToFileURL(path.resolve(file)).href);
}
