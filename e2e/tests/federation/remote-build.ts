/**
 * Builds one remote a second time, from a copy of the workspace, the way a feature team's
 * pipeline would: only that remote and its feature contract change, the running shell is not
 * rebuilt. The copy shares node_modules with the checkout (pnpm's workspace links are
 * relative, so they resolve inside the copy) and never touches the checkout's files or dist.
 */
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const BUILD_INPUTS = [
  'package.json',
  'tsconfig.base.json',
  'types',
  'shared',
  'contracts',
  'tools',
];

export interface RemoteBuild {
  /** The built dist of the copy, to serve. */
  dist: string;
  remove: () => void;
}

export interface RemoteBuildOptions {
  remote: string;
  /** Edits applied to the copy before building: path relative to the root -> text transform. */
  edits?: Readonly<Record<string, (text: string) => string>>;
  env?: Readonly<Record<string, string>>;
}

export async function buildRemoteCopy({
  remote,
  edits = {},
  env = {},
}: RemoteBuildOptions): Promise<RemoteBuild> {
  const work = mkdtempSync(join(tmpdir(), `console-${remote}-build-`));
  const skipOutput = (source: string) => !/[/\\](dist|test-results)([/\\]|$)/.test(source);
  for (const entry of [...BUILD_INPUTS, remote]) {
    cpSync(join(REPO_ROOT, entry), join(work, entry), {
      recursive: true,
      verbatimSymlinks: true,
      filter: skipOutput,
    });
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(work, 'node_modules'));
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(work, file);
    const before = readFileSync(path, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing`);
    writeFileSync(path, after);
  }
  const webpackCli = createRequire(join(REPO_ROOT, remote, 'package.json')).resolve(
    'webpack-cli/bin/cli.js',
  );
  await run(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: join(work, remote),
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    dist: join(work, remote, 'dist'),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

export interface ServedDist {
  url: string;
  close: () => Promise<void>;
}

/** Serves a built remote as production does (scripts/serve-app.mjs, CORS on), in its own process. */
export async function serveRemoteDist(dist: string, port: number): Promise<ServedDist> {
  const server = spawn(
    process.execPath,
    [join(REPO_ROOT, 'scripts', 'serve-app.mjs'), dist, '--port', String(port), '--remote'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolveStart, rejectStart) => {
    server.once('exit', (code) => rejectStart(new Error(`serve-app exited with ${code}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolveStart();
    });
  });
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolveStop) => {
        server.once('exit', () => resolveStop());
        server.kill('SIGTERM');
      }),
  };
}
