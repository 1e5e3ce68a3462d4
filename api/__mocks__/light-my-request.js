/**
 * Jest only (a root-level __mocks__ entry replaces this node module in the api project).
 * Fastify's app.inject() requires light-my-request, which requires the ESM-only `cookie` package;
 * jest's CommonJS sandbox cannot load that on Node 20. Node's own loader can (require(esm)), so the
 * real light-my-request is loaded outside the sandbox, the way src/native-require.ts does.
 */
const { Module, createRequire } = process.getBuiltinModule('node:module');

const fastifyEntry = createRequire(`${__dirname}/../package.json`).resolve('fastify');
const entry = createRequire(fastifyEntry).resolve('light-my-request');
module.exports = Module._load(entry, null, false);
