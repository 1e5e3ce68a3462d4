/**
 * The checks of an email's subject and body, shared by the wire schemas (zod), the forms (yup)
 * and the API's save of an automatic email (whose placeholders depend on its kind).
 */
import { COMMUNICATION_LIMITS as L } from './limits';
import { COMMUNICATION_MESSAGES as M } from './messages';
import { placeholdersNotAllowed, type Placeholder } from './placeholders';

export type EmailTextField = 'subject' | 'body';

/**
 * What is wrong with a subject (trimmed) or a body, or null; its placeholders are checked against
 * `allowed`, unless null (an automatic email's wire schema: its kind, a path parameter, decides).
 */
export function emailTextProblem(
  field: EmailTextField,
  value: string,
  allowed: readonly Placeholder[] | null,
): string | null {
  if (field === 'subject') {
    if (value.trim() === '') return M.subjectRequired;
    if (value.length > L.subjectMax) return M.subjectMax;
    if (/[\r\n]/.test(value)) return M.subjectOneLine;
  } else {
    if (value.trim() === '') return M.bodyRequired;
    if (value.length > L.bodyMax) return M.bodyMax;
  }
  if (allowed === null) return null;
  const notAllowed = placeholdersNotAllowed(value, allowed);
  return notAllowed.length > 0 ? M.placeholdersNotAllowed(notAllowed, allowed) : null;
}
