/**
 * The connection settings form's rules: what a Save sends (the token only when one was typed,
 * since the stored one is never sent to the browser) and where a refusal is shown.
 */
import { ApiError } from '@console/shared/react';
import {
  INTEGRATIONS_MESSAGES,
  type CrmConnection,
  type UpdateOrganizationIntegration,
} from '@console/integrations-contract';

export interface ConnectionForm {
  baseUrl: string;
  apiToken: string;
}

export const initialConnectionForm = (connection: CrmConnection): ConnectionForm => ({
  baseUrl: connection.baseUrl ?? '',
  apiToken: '',
});

/** The PATCH body: the base URL when it changed, a token when one was typed; null when nothing changed. */
export function connectionUpdate(
  form: ConnectionForm,
  current: CrmConnection,
): UpdateOrganizationIntegration | null {
  const update: UpdateOrganizationIntegration = {};
  const baseUrl = form.baseUrl.trim();
  if (baseUrl !== (current.baseUrl ?? '')) update.baseUrl = baseUrl;
  if (form.apiToken !== '') update.apiToken = form.apiToken;
  return Object.keys(update).length > 0 ? update : null;
}

export interface ConnectionErrors {
  baseUrl?: string;
  apiToken?: string;
  /** A refusal that belongs to no one field. */
  form?: string;
}

const FORM_FIELDS = ['baseUrl', 'apiToken'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string | undefined): field is FormField =>
  (FORM_FIELDS as readonly (string | undefined)[]).includes(field);

/** A refusal naming a field goes under that field (without the API's "field: " prefix). */
export function connectionErrors(error: unknown): ConnectionErrors {
  if (!(error instanceof ApiError)) return { form: INTEGRATIONS_MESSAGES.saveFailed };
  if (isFormField(error.field)) {
    const prefix = `${error.field}: `;
    const message = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    return { [error.field]: message };
  }
  if (error.status === 403) return { form: INTEGRATIONS_MESSAGES.notInOrganization };
  if (error.status === 400) return { form: error.message };
  return { form: INTEGRATIONS_MESSAGES.saveFailed };
}
