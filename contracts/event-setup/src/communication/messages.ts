/**
 * The communication pages' messages. The spec names the pages and their permissions (shell §6)
 * but gives no text for them, so these are the console's (docs/decisions/0005-console-strings.md):
 * each says what is wrong and what to do.
 */
import { EMAIL_KIND_LABELS } from './labels';
import type { EmailKind } from './kinds';
import { COMMUNICATION_LIMITS as L } from './limits';
import { placeholderToken, type Placeholder } from './placeholders';

const n = (value: number) => value.toLocaleString('en-US');

/** "{a}, {b} or {c}". */
const either = (names: readonly Placeholder[]) => {
  const typed = names.map(placeholderToken);
  return typed.length < 2
    ? (typed[0] ?? '')
    : `${typed.slice(0, -1).join(', ')} or ${typed.at(-1) ?? ''}`;
};

export const COMMUNICATION_MESSAGES = {
  subjectRequired: 'Enter a subject for the email.',
  subjectMax: `The subject can be at most ${n(L.subjectMax)} characters.`,
  subjectOneLine: 'The subject must be one line: remove its line breaks.',
  bodyRequired: 'Enter the text of the email.',
  bodyMax: `The text can be at most ${n(L.bodyMax)} characters.`,
  nameRequired: 'Enter a name.',
  nameMax: `The name can be at most ${n(L.nameMax)} characters.`,
  onOff: 'Send true to turn it on or false to turn it off.',
  /** A `{...}` the email cannot fill, e.g. "{lastName} is not a placeholder of this email: ...". */
  placeholdersNotAllowed: (typed: readonly string[], allowed: readonly Placeholder[]) =>
    `${typed.join(', ')} ${typed.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of this email: use ${either(allowed)}, or remove the braces.`,
  unknownKind: `Choose one of the automatic emails: ${Object.keys(EMAIL_KIND_LABELS).join(', ')}.`,
  nothingToChange: (fields: readonly string[]) =>
    `Send at least one setting to change: ${fields.join(', ')}.`,
  unknownSetting: (unknown: readonly string[], fields: readonly string[]) =>
    `${unknown.join(', ')}: not a setting here; send only ${fields.join(', ')}.`,
  /** A 409 when an organizer sends an email that is turned off. */
  emailOff: (kind: EmailKind) =>
    `The ${EMAIL_KIND_LABELS[kind].toLowerCase()} email is turned off: turn it on in Communication > Standard to send it.`,
  registrantNotFound: (id: number) =>
    `Registrant ${n(id)} is not a registrant of this event: choose one of its registrants, or leave it out to use the most recent one.`,
  noRegistrant: 'This event has no registrants yet, so the preview is filled with sample values.',
  templateNameTaken: (name: string) =>
    `A saved template named “${name}” already exists: choose another name.`,
  templatesFull: `An event can keep at most ${n(L.templatesMax)} saved templates: delete one you no longer use first.`,
  invitationNameTaken: (name: string) =>
    `An invitation email named “${name}” already exists: choose another name.`,
  invitationEmailsFull: `An event can have at most ${n(L.invitationEmailsMax)} invitation emails: delete one you no longer use first.`,
} as const;

/** Error codes of the communication endpoints' 409 answers, beside the platform's ERROR_CODES. */
export const COMMUNICATION_ERROR_CODES = {
  emailOff: 'EMAIL_OFF',
  nameTaken: 'NAME_TAKEN',
  listFull: 'LIST_FULL',
} as const;
