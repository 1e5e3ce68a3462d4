/** Starts the demo CRM on HOST:PORT (127.0.0.1:3007), accepting the token CRM_DEMO_TOKEN. */
import { createCrmDemoServer, DEFAULT_RATE_PER_SECOND } from './server';

/** A demo credential, like the demo logins' passwords; real deployments set CRM_DEMO_TOKEN. */
const DEMO_TOKEN = 'demo-crm-token';

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const port = positiveInteger('PORT', 3007);
const host = process.env.HOST ?? '127.0.0.1';
const app = createCrmDemoServer({
  token: process.env.CRM_DEMO_TOKEN ?? DEMO_TOKEN,
  ratePerSecond: positiveInteger('CRM_DEMO_RATE_PER_SECOND', DEFAULT_RATE_PER_SECOND),
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

app.listen({ port, host }).then(
  (address) => console.log(`Demo CRM listening on ${address}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
