/**
 * The shape of the big event: its flows, tickets, form, sessions and the shares every spread
 * follows. Registrant i's attributes come from i through a hash per attribute (hashint4extended,
 * stable across platforms), so two attributes are independent and every run gives the same rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@console/analytics-contract';
import type { EventRole, RegistrationStatus } from '@console/shared/contract';

export const DEFAULT_REGISTRANTS = 1_000_000;
/** Invitees and abandoned registrations per registrant: 100,000 and 50,000 at 1,000,000. */
export const INVITEES_PER_REGISTRANT = 0.1;
export const ABANDONED_PER_REGISTRANT = 0.05;
export const SESSIONS = 200;

/** Values and their percentage, in order (summing to 100). */
export type Shares<T extends string> = readonly (readonly [T, number])[];

export const STATUS_SHARES: Shares<RegistrationStatus> = [
  ['REGISTERED', 90],
  ['PENDING', 5],
  ['APPROVED', 3],
  ['REJECTED', 2],
];

export const ROLE_SHARES: Shares<EventRole> = [
  ['ATTENDEE', 84],
  ['SPEAKER', 6],
  ['SPONSOR', 4],
  ['MODERATOR', 3],
  ['ORGANIZER', 3],
];

/** Percent of the REGISTERED registrants who attended. */
export const ATTENDED_SHARE = 62;

export const TICKETS = [
  { name: 'General Admission', priceCents: 0 },
  { name: 'Early Bird', priceCents: 4900, salesEnded: true },
  { name: 'Student', priceCents: 1900 },
  { name: 'VIP Pass', priceCents: 49900 },
  { name: 'Workshop Add-on', priceCents: 9900 },
] as const;
export type TicketName = (typeof TICKETS)[number]['name'];
export const ADD_ON_TICKET: TicketName = 'Workshop Add-on';
/** Percent of the ticket holders who add the workshop as a second ticket line. */
export const ADD_ON_SHARE = 12;

/** The flows, their share of the registrants and the tickets each sells (a holder gets one of them). */
export const FLOWS: readonly { name: string; share: number; tickets: readonly TicketName[] }[] = [
  {
    name: 'Public registration',
    share: 60,
    tickets: ['General Admission', 'Early Bird', 'Student'],
  },
  { name: 'Partner registration', share: 28, tickets: ['General Admission', 'Workshop Add-on'] },
  { name: 'VIP registration', share: 12, tickets: ['VIP Pass'] },
];

/** Roles that hold a ticket (speakers, moderators and organizers come in without one). */
export const TICKETED_ROLES: readonly EventRole[] = ['ATTENDEE', 'SPONSOR'];

// prettier-ignore
export const FIRST_NAMES = [
  'Ava', 'Ben', 'Chloe', 'Diego', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jade',
  'Kofi', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tara',
  'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoe', 'Aiko', 'Bruno', 'Carmen', 'Dmitri',
  'Elif', 'Felix', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Keiko', 'Luca', 'Mira', 'Nikhil',
];
// prettier-ignore
export const LAST_NAMES = [
  'Adams', 'Baker', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen',
  'Khan', 'Lopez', 'Muller', 'Novak', 'Okafor', 'Petrov', 'Quinn', 'Rossi', 'Sato', 'Traore',
  'Ueda', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Andersen', 'Bianchi', 'Castro', 'Dahl',
  'Eriksen', 'Ferreira', 'Gupta', 'Horvat', 'Ibrahim', 'Jansen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura',
];
/** Short (reserved) domains: every word of the search text adds trigrams to its index. */
export const EMAIL_DOMAINS = [
  'example.com',
  'example.org',
  'example.net',
  'acme.test',
  'globex.test',
  'hooli.test',
];

export const BOOTHS = ['Acme Cloud booth', 'Globex booth', 'Initech booth', 'Hooli booth'];

export const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Cyberdyne',
];
export const COMPANY_SIZES = [3, 12, 40, 85, 150, 400, 900, 2500, 6000, 20000];

/** A text[] literal of known values (constants of this file, never input). */
export const textArray = (values: readonly string[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export const intArray = (values: readonly number[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);

/** 0..99 from the integer expression `of` and a salt: a uniform, repeatable percentile. */
export const percentile = (of: SQL, salt: number): SQL =>
  sql`(abs(hashint4extended(${of}, ${sql.raw(String(Math.trunc(salt)))}::bigint)) % 100)::int`;

/** 0..n-1 from the integer expression `of` and a salt. */
export const bucket = (of: SQL, salt: number, n: number): SQL =>
  sql`(abs(hashint4extended(${of}, ${sql.raw(String(Math.trunc(salt)))}::bigint)) % ${sql.raw(String(Math.trunc(n)))})::int`;

const literal = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** The value whose share holds the percentile `p` (a column of 0..99). */
export function byShare<T extends string>(p: SQL, shares: Shares<T>): SQL {
  let upTo = 0;
  const whens = shares.slice(0, -1).map(([value, share]) => {
    upTo += share;
    return sql`when ${p} < ${sql.raw(String(upTo))} then ${literal(value)}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} else ${literal(shares.at(-1)?.[0] ?? '')} end)`;
}

/**
 * Activity facts: the percent of attendees and of the others with a fact of each kind. About 4.25
 * facts per attendee (56% of the registrants) and 1.45 per other registrant: 3 per registrant.
 * The email kinds test the same bits, so every click follows an open and every open a send.
 */
export const FACT_KINDS: readonly { kind: ActivityKind; attendees: number; others: number }[] = [
  { kind: 'BOOTH_VISIT', attendees: 40, others: 0 },
  { kind: 'EMAIL_CLICKED', attendees: 15, others: 10 },
  { kind: 'EMAIL_OPENED', attendees: 50, others: 35 },
  { kind: 'EMAIL_SENT', attendees: 100, others: 100 },
  { kind: 'MEETING', attendees: 25, others: 0 },
  { kind: 'POINTS', attendees: 60, others: 0 },
  { kind: 'ROOM_VISIT', attendees: 25, others: 0 },
  { kind: 'SESSION_VIEW', attendees: 50, others: 0 },
  { kind: 'STAGE_VIEW', attendees: 60, others: 0 },
];
