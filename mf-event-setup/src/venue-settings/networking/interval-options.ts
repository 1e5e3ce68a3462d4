/**
 * The one-on-one meeting interval as a choice: none, or one of the contract's steps. The
 * listbox's keys are 'none' and the minutes.
 */
import type { Key } from '@console/shared/ui';
import { ONE_ON_ONE_INTERVALS } from '@console/event-setup-contract';
import { VENUE_WORDS as WORDS } from '../words';

export const NO_MEETINGS: Key = 'none';

export const INTERVAL_OPTIONS = [
  { id: NO_MEETINGS, label: WORDS.noMeetings },
  ...ONE_ON_ONE_INTERVALS.map((value) => ({ id: value, label: WORDS.minutes(value) })),
];

export const intervalKey = (minutes: number | null): Key => minutes ?? NO_MEETINGS;

export const intervalOf = (key: Key): number | null => (key === NO_MEETINGS ? null : Number(key));

export const intervalText = (minutes: number | null): string =>
  minutes === null ? WORDS.noMeetings : WORDS.minutes(minutes);
