/**
 * Loads a package through Node's own CommonJS loader, outside jest's module sandbox.
 * Some dependencies cannot run inside that sandbox: PGlite's emscripten start-up calls dynamic
 * `import()`, and @fastify/swagger-ui (through @fastify/static) requires ESM-only packages; both work
 * when Node loads them (Node 20.19+ has require(esm)). Jest replaces `require` and `createRequire`,
 * but leaves the Module class, whose `_load` is Node's loader. Under tsx the result is the same as
 * `createRequire(...)(id)`. Use only for packages that are self-contained at the boundary.
 */
import path from 'node:path';
import { apiRoot } from './paths';

interface NodeModuleClass {
  _load(request: string, parent: null, isMain: boolean): unknown;
}

export function nativeRequire<T>(id: string): T {
  const builtin = process.getBuiltinModule('node:module');
  const entry = builtin.createRequire(path.join(apiRoot(), 'package.json')).resolve(id);
  return (builtin.Module as unknown as NodeModuleClass)._load(entry, null, false) as T;
}
