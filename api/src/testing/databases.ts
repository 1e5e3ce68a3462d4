/**
 * The databases the API suites run against: in-memory PGlite always, and real PostgreSQL when
 * TEST_DATABASE_URL is set. Every suite gets a database of its own, so suites in parallel
 * processes never share tables.
 *
 * Migrating and seeding take seconds, a suite's tests often less: a suite starts from a copy of a
 * template instead. The test runner (run-api-tests.ts) makes each template once per driver before
 * the suites start and names their place in the environment; a suite run on its own makes the
 * template it needs itself.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDb, type Db, type DbHandle } from '../db/client';
import { createPglite } from '../db/pglite';
import * as schema from '../db/tables';
import { migrationsFolder } from '../paths';
import { seedDemo } from '../seed/demo';

/**
 * A directory where the runner left the templates: `pglite-<template>.tar` images, and on the
 * TEST_DATABASE_URL server the databases `console_test_<template>`.
 */
export const TEMPLATES_ENV = 'TEST_TEMPLATES';

/** What a suite's database holds when it opens: the migrated schema, or the demo seed on it too. */
export type Template = 'migrated' | 'demo';
export const TEMPLATES: readonly Template[] = ['migrated', 'demo'];

export const pgliteTemplateFile = (dir: string, template: Template): string =>
  path.join(dir, `pglite-${template}.tar`);
export const postgresTemplateName = (template: Template): string => `console_test_${template}`;

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(template: Template): Promise<DbHandle>;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The image of an in-memory PGlite holding `template` (`dumpDataDir`, uncompressed). */
async function pgliteImage(template: Template): Promise<Blob> {
  const client = createPglite(
    template === 'migrated'
      ? { forImage: true }
      : { image: await pgliteTemplate('migrated'), forImage: true },
  );
  try {
    const db = drizzle({ client, schema });
    if (template === 'migrated') await migrate(db, { migrationsFolder: migrationsFolder() });
    else await seedDemoOnce(db);
    // Without a checkpoint, every suite opening the image would replay the template's WAL: the
    // demo image opens in half the time with one.
    await client.query('checkpoint');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Seeds the demo on a new database; seedDemo answering "already seeded" there is a bug. */
async function seedDemoOnce(db: Db): Promise<void> {
  if (!(await seedDemo(db))) throw new Error('seedDemo found demo data in a new database');
}

/**
 * An image read from the runner's file, handed to PGlite as the bytes themselves: a Blob made of
 * them would copy them again, chunk by chunk, every time a suite opens a database from it (PGlite
 * copies each file out of the image and never writes to it).
 */
class TemplateImage extends Blob {
  constructor(private readonly tar: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tar);
  }
}

const pgliteImages = new Map<Template, Promise<Blob>>();
/** The image of `template`: the runner's, or made once in this process. */
export function pgliteTemplate(template: Template): Promise<Blob> {
  const dir = process.env[TEMPLATES_ENV];
  let image = pgliteImages.get(template);
  if (!image) {
    const bytes = dir
      ? readFile(pgliteTemplateFile(dir, template)).then((file) =>
          file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
        )
      : pgliteImage(template).then((made) => made.arrayBuffer());
    image = bytes.then((read) => new TemplateImage(read));
    pgliteImages.set(template, image);
  }
  return image;
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates `name` holding `template` from `source` (a template database) or from nothing. */
async function createPostgres(
  adminUrl: string,
  name: string,
  template: Template,
  source?: string,
): Promise<DbHandle & { url: string }> {
  await withAdmin(adminUrl, (c) =>
    // FILE_COPY copies the template's files instead of writing each page to the WAL.
    c.query(`create database ${name}${source ? ` template ${source} strategy file_copy` : ''}`),
  );
  const url = databaseUrl(adminUrl, name);
  const handle = { ...openDb({ databaseUrl: url }), url };
  if (!source) await handle.migrate();
  if (template === 'demo' && source !== postgresTemplateName('demo')) await seedDemoOnce(handle.db);
  return handle;
}

async function createEmptyPostgres(
  adminUrl: string,
  name: string,
): Promise<DbHandle & { url: string }> {
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = databaseUrl(adminUrl, name);
  return { ...openDb({ databaseUrl: url }), url };
}

/**
 * Makes `console_test_<template>` on the server of `adminUrl` (the demo one as a copy of the
 * migrated one, which must exist), then marks it a template no one may connect to, as
 * CREATE DATABASE ... TEMPLATE requires of its source.
 */
export async function createPostgresTemplate(adminUrl: string, template: Template): Promise<void> {
  const name = postgresTemplateName(template);
  await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  const source = template === 'demo' ? postgresTemplateName('migrated') : undefined;
  await (await createPostgres(adminUrl, name, template, source)).close();
  await withAdmin(adminUrl, (c) =>
    c.query(`alter database ${name} with is_template true allow_connections false`),
  );
}

/**
 * A new database on the PostgreSQL server of `adminUrl` holding `template` (a copy of the
 * runner's template database, or made here), or nothing at all (`empty`: what a first start finds);
 * dropped on close.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  template: Template | 'empty' = 'migrated',
): Promise<DbHandle & { url: string }> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const copied = process.env[TEMPLATES_ENV] !== undefined;
  const handle =
    template === 'empty'
      ? await createEmptyPostgres(adminUrl, name)
      : await createPostgres(
          adminUrl,
          name,
          template,
          copied ? postgresTemplateName(template) : undefined,
        );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (c) => {
        // pool.end() resolves before its sockets have closed: wait for them, so that the forced
        // drop (for a connection truly left open) does not cut one that is closing anyway.
        for (let waited = 0; waited < 5000; waited += 50) {
          const { rows } = await c.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: async (template) => openDb({ memory: true, image: await pgliteTemplate(template) }),
    },
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl)
    list.push({ name: 'postgres', open: (template) => createThrowawayPostgres(pgUrl, template) });
  return list;
}
