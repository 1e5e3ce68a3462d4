/** Starts the API: migrations, demo data on an empty database, then listen on HOST:PORT. */
import { analyticsConfigFromEnv } from './analytics/config';
import { buildApp, createFeatureJobRegistry } from './app';
import { dbOptionsFromEnv, openDb } from './db/client';
import { prepareDatabase } from './db/start';
import { registerTableUpkeepChore } from './db/upkeep';
import { smtpFromEnv } from './email/transport';
import { crmAddressRuleFromEnv } from './integrations/crm-address-rule';
import { uploadPolicyFromEnv } from './invite-lists/upload-policy';
import { logSafeError } from './http/log-safe-error';
import { startWorker } from './jobs/worker';
import { defaultDataDir } from './paths';
import { DEMO_LOGINS } from './seed/demo-logins';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  // Read first: a malformed CRM_ALLOWED_HOSTS stops the start before anything else.
  const crmAddressRule = crmAddressRuleFromEnv(process.env);
  const uploads = uploadPolicyFromEnv(process.env);
  const handle = openDb(dbOptionsFromEnv(process.env, defaultDataDir()));
  const seedStart = Date.now();
  if (await prepareDatabase(handle)) {
    console.log(`Seeded demo data in ${Date.now() - seedStart} ms. Logins:`);
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.email} / ${login.password}  (${login.description})`);
  }
  const smtp = smtpFromEnv(process.env);
  const jobRegistry = createFeatureJobRegistry({ smtp, crmAddressRule, uploads });
  // A PostgreSQL server runs autovacuum; PGlite has none, so the worker does its work.
  if (handle.driver === 'pglite') registerTableUpkeepChore(jobRegistry);
  const app = await buildApp({
    db: handle.db,
    jobRegistry,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    secureCookies: process.env.SECURE_COOKIES === 'true',
    emailDelivery: smtp !== null,
    analytics: analyticsConfigFromEnv(process.env, (message) => console.warn(message)),
    crmAddressRule,
    uploads,
    ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY } : {}),
  });
  // The features' jobs (approval status updates) and chores (the 72 h ticket-reservation release).
  const stopWorker = startWorker(handle.db, jobRegistry, (error, context) =>
    app.log.error({ error: logSafeError(error) }, context),
  );
  const close = async () => {
    await stopWorker();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
  console.log(
    `API listening on http://${host}:${port}/api (docs: http://${host}:${port}/api/docs)`,
  );
  console.log(
    smtp
      ? 'Email: the outbox is delivered over SMTP (SMTP_URL).'
      : "Email: kept in each event's outbox, readable in the console (set SMTP_URL to send).",
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
