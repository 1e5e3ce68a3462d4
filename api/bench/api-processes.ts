/**
 * Several API processes on one PostgreSQL, as a deployment behind a load balancer runs them:
 * each is `src/main.ts` (migrations under their lock, the worker and its chores, HTTP) on its own
 * port, started at once, all called with one session of the given user (a user's requests reach
 * any process). Stopped with SIGTERM, as a host would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { loginOverHttp, type Credentials, type Served } from './harness';

/** A port free now: the kernel's pick for a listener closed at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once the process says it listens; rejects if it ends first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('API listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`an API process ended (exit ${code}): ${said}`)));
  });
}

export async function serveFromProcesses(
  count: number,
  databaseUrl: string,
  login: Credentials,
  fn: (served: Served[]) => Promise<void>,
): Promise<void> {
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const children = ports.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  try {
    await Promise.all(children.map(listening));
    const addresses = ports.map((port) => `http://127.0.0.1:${port}`);
    // One login through the first process: its session, kept in the database, serves them all.
    const session = await loginOverHttp(addresses[0] ?? '', login);
    await fn(addresses.map((address) => ({ address, ...session })));
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
