/**
 * An email's subject or body filled in SQL, for the set-based senders: the contract's
 * parseTemplate splits the text, and each segment becomes a bound literal or the placeholder's
 * SQL value, joined with `||`. One pass, like the preview's fillText: a value is never searched for
 * placeholders again (nested replace() would fill a "{event}" typed as a first name).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  FIRST_NAME_FALLBACK,
  parseTemplate,
  placeholderToken,
  type Placeholder,
} from '@console/event-setup-contract';

export type PlaceholderSql = Partial<Record<Placeholder, SQL>>;

/** A text expression: the template with each placeholder's value (an empty text when null). */
export function fillSql(template: string, values: PlaceholderSql): SQL {
  const parts = parseTemplate(template).map((segment) => {
    if ('text' in segment) return sql`${segment.text}::text`;
    const value = values[segment.placeholder];
    return value
      ? sql`coalesce((${value})::text, '')`
      : sql`${placeholderToken(segment.placeholder)}::text`;
  });
  return parts.length === 0 ? sql`''::text` : sql`(${sql.join(parts, sql` || `)})`;
}

/** {firstName}: the person's first name, or "there" without one. */
export const firstNameSql = (firstName: SQL): SQL =>
  sql`coalesce(nullif(${firstName}, ''), ${FIRST_NAME_FALLBACK}::text)`;

/** {firstName} in JavaScript (the preview), as firstNameSql fills it. */
export const firstNameText = (firstName: string | null): string =>
  firstName ? firstName : FIRST_NAME_FALLBACK;
