/**
 * The CRM connection settings form's yup schema: what the user typed, checked with the messages
 * UpdateOrganizationIntegrationSchema (the wire contract) gives the same input. The form sends a
 * base URL only when it changed (trimmed) and a token only when one was typed, so those are what
 * is checked: an unchanged URL and an empty token field pass.
 */
import { object, string, type InferType } from 'yup';
import { formText, hasNul, MESSAGES } from '@console/shared/contract';
import { INTEGRATIONS_MESSAGES } from './messages';
import { CONNECTION_LIMITS, isHttpUrl } from './schemas';

/** The form for a connection whose saved base URL is `savedBaseUrl` (null when none is saved). */
export const connectionFormSchema = (savedBaseUrl: string | null) => {
  const unchanged = (url: string | undefined) => (url ?? '') === (savedBaseUrl ?? '');
  return object({
    baseUrl: string()
      .default('')
      .trim()
      .test(
        'max',
        MESSAGES.textTooLong(CONNECTION_LIMITS.baseUrlMax),
        (url) => unchanged(url) || (url ?? '').length <= CONNECTION_LIMITS.baseUrlMax,
      )
      .test('no-nul', MESSAGES.textHasNul, (url) => unchanged(url) || !hasNul(url ?? ''))
      .test(
        'http-url',
        INTEGRATIONS_MESSAGES.enterFullUrl,
        (url) => unchanged(url) || isHttpUrl(url ?? ''),
      ),
    /** Empty keeps the stored token (nothing is sent). */
    apiToken: formText(CONNECTION_LIMITS.apiTokenMax),
  });
};
export type ConnectionFormValues = InferType<ReturnType<typeof connectionFormSchema>>;
