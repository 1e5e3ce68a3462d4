/**
 * Which file column feeds which invitee column (decision 0042): the header's labels are matched
 * ignoring case, spaces, underscores and hyphens, with the usual synonyms ("First Name",
 * "E-mail", "Surname", "Mobile"...); the organizer may change the match in the import drawer and
 * the import sends it. Only email must be fed; a column may feed one invitee column at most.
 */
import { z } from '@console/shared/zod';
import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import { PEOPLE_LIMITS } from '../limits';

const COLUMNS = PEOPLE_LIMITS.inviteCsvColumns;
type Column = (typeof COLUMNS)[number];

/** One choice per column of the file's header, in its order: an invitee column, or null (ignored). */
export type InviteCsvMapping = (Column | null)[];

/** The spec's template header read as is: column i feeds column i. */
export const TEMPLATE_MAPPING: InviteCsvMapping = [...COLUMNS];

/** Labels compared without case, spaces, underscores or hyphens. */
export const normalizeCsvLabel = (label: string): string =>
  label.toLowerCase().replace(/[\s_-]/g, '');

/** Every label read as each column, normalized; the column's own name included. */
const SYNONYMS: Record<Column, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'mailaddress', 'emailid'],
  firstName: ['firstname', 'givenname', 'forename', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  role: ['role', 'jobtitle', 'title', 'position', 'designation'],
  company: [
    'company',
    'companyname',
    'organisation',
    'organization',
    'organisationname',
    'organizationname',
    'employer',
  ],
  phoneNumber: [
    'phonenumber',
    'phone',
    'phoneno',
    'mobile',
    'mobilenumber',
    'mobilephone',
    'cellphone',
    'telephone',
    'tel',
  ],
  country: ['country', 'country/region', 'countryorregion', 'countryname'],
};

const COLUMN_OF_LABEL = new Map<string, Column>(
  COLUMNS.flatMap((column) => SYNONYMS[column].map((label) => [label, column] as const)),
);

/** The column a header label names, or null. */
export const columnOfLabel = (label: string): Column | null =>
  COLUMN_OF_LABEL.get(normalizeCsvLabel(label)) ?? null;

/** The mapping the header's labels suggest: the first label naming a column takes it. */
export function suggestInviteCsvMapping(header: readonly string[]): InviteCsvMapping {
  const taken = new Set<Column>();
  return header.map((label) => {
    const column = columnOfLabel(label);
    if (column === null || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/** What is wrong with a mapping in itself, or null: email unmapped, a column chosen twice. */
export function inviteCsvMappingProblem(mapping: readonly (Column | null)[]): string | null {
  if (!mapping.includes('email')) return PEOPLE_EXTRA_MESSAGES.emailColumnRequired;
  const twice = COLUMNS.find((c) => mapping.indexOf(c) !== mapping.lastIndexOf(c));
  return twice ? PEOPLE_EXTRA_MESSAGES.columnChosenTwice(twice) : null;
}

/** The mapping on the wire: one choice per file column, checked as the drawer checks it. */
export const InviteCsvMappingSchema = z
  .array(z.enum(COLUMNS).nullable())
  .min(1)
  .max(PEOPLE_LIMITS.inviteCsvMaxColumns)
  .refine((mapping) => inviteCsvMappingProblem(mapping) === null, {
    error: (issue) =>
      inviteCsvMappingProblem(issue.input as InviteCsvMapping) ??
      PEOPLE_EXTRA_MESSAGES.emailColumnRequired,
  });
