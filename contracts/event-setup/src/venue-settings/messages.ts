/**
 * The venue and engagement settings' messages. The spec names the settings (people §4, shell §6)
 * but gives no text for these screens, so these are the console's
 * (docs/decisions/0005-console-strings.md): each says what is wrong and what to do.
 */
import { VENUE_LIMITS as L } from './limits';

export const VENUE_MESSAGES = {
  /** An edit that changes nothing: the body names none of the section's settings. */
  nothingToChange: (fields: readonly string[]) =>
    `Send at least one setting to change: ${fields.join(', ')}.`,
  onOff: 'Send true to turn it on or false to turn it off.',
  unknownSetting: (unknown: readonly string[], fields: readonly string[]) =>
    `${unknown.join(', ')}: not a setting of this page; send only ${fields.join(', ')}.`,
  interval: `The one-on-one meeting interval must be a whole number of minutes from ${L.intervalMinMinutes} to ${L.intervalMaxMinutes} in steps of ${L.intervalStepMinutes} (e.g. 15, 30 or 60), or null for no one-on-one meetings.`,
  stageRequired: 'Name the stage to rename.',
  stageNameRequired: 'Enter a name for the stage.',
  stageNameMax: `A stage name can be at most ${L.stageNameMax} characters.`,
  stageNameUnchanged: 'This is the stage’s current name: type a different name.',
  stageNotFound: (name: string) =>
    `No session of this event is on the stage “${name}”: reload the page to see the current stages.`,
  stageNameTaken: (name: string) =>
    `A stage named “${name}” already exists on this event: choose another name.`,
  notForEventType:
    'Venue and engagement settings exist for events, webinars and field events only, not for series, hubs or third-party events.',
} as const;

/** Error codes of the venue settings' 409 answers, beside the platform's ERROR_CODES. */
export const VENUE_ERROR_CODES = {
  stageNameTaken: 'STAGE_NAME_TAKEN',
} as const;
