import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations into ./drizzle; the app applies them on start (db/client.ts migrate()).
// The core tables live in src/db/schema.ts, feature tables beside their feature (see src/db/tables.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/integrations/schema.ts',
    './src/approvals/schema.ts',
    './src/jobs/schema.ts',
    './src/email/schema.ts',
    './src/auth/schema.ts',
    './src/audiences/schema.ts',
    './src/sessions/schema.ts',
    './src/invite-lists/schema.ts',
    './src/custom-groups/schema.ts',
    './src/abandoned-registrations/schema.ts',
    './src/access-control/schema.ts',
    './src/analytics/schema.ts',
    './src/ticketing/schema.ts',
    './src/registration-form/schema.ts',
    './src/communication/schema.ts',
    './src/activity-log/schema.ts',
  ],
  out: './drizzle',
});
