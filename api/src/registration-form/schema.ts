/**
 * Which registration flows ask for which form fields: a field may belong to several flows of its
 * event, a flow asks for several fields. Migration 0032 put every field that existed then in
 * every flow of its event, so that nothing a registrant was asked changed.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { registrationFlows, registrationFormFields } from '../db/schema';

export const registrationFlowFields = pgTable(
  'registration_flow_fields',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => registrationFlows.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => registrationFormFields.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.flowId, t.fieldId] }),
    index('registration_flow_fields_field_idx').on(t.fieldId),
  ],
);
