/** The country list of the invitee forms and CSV rows: ISO 3166 names, matched by name or code. */
import { countries } from 'countries-list';

export interface Country {
  code: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .map(([code, data]) => ({ code, name: data.name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const byNameOrCode = new Map<string, Country>();
for (const country of COUNTRIES) {
  byNameOrCode.set(country.name.toLowerCase(), country);
  byNameOrCode.set(country.code.toLowerCase(), country);
}

/** The country a cell names ("India", "india" or "IN"), or undefined. */
export function findCountry(text: string): Country | undefined {
  return byNameOrCode.get(text.trim().toLowerCase());
}
