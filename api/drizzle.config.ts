import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations into ./drizzle; the app applies them on start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
