/**
 * Starts the analytics service. Env: ANALYTICS_EMBED_SECRET (required, the API's), PORT (3006),
 * HOST (127.0.0.1), API_URL (http://127.0.0.1:4000), CONSOLE_ORIGIN (http://localhost:3000),
 * LOG_LEVEL (info).
 */
import { readConfig } from './config';
import { createAnalyticsService } from './service';

const result = readConfig(process.env);
if (!result.ok) {
  console.error(`The analytics service cannot start: ${result.error}`);
  process.exit(1);
}
const { port, host, ...options } = result.config;
const app = await createAnalyticsService(options);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host });
