/**
 * The invitee field rules of spec people §5, as plain predicates: the CSV validator runs them on
 * every row of a 100,000-row file (in the browser's worker and again on the server), and the
 * add-invitee form's yup schema calls the same ones.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PEOPLE_LIMITS } from '../limits';
import { findCountry } from './countries';

/** The HTML living standard's e-mail syntax, with a dot required in the domain. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isValidEmail = (email: string): boolean => EMAIL.test(email.trim());

export const fitsInviteeField = (value: string): boolean =>
  value.length <= PEOPLE_LIMITS.inviteeFieldMax;

/**
 * A valid phone number in E.164 (+14155552671), as invitees are stored: read in international
 * form, or in the national form of the given country when it has no +; null when not valid.
 */
export function inviteePhoneE164(phone: string, country = ''): string | null {
  const code = findCountry(country)?.code as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(phone.trim(), { defaultCountry: code, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}

/** A phone number is valid in international form, or in the national form of the given country. */
export const isValidInviteePhone = (phone: string, country = ''): boolean =>
  inviteePhoneE164(phone, country) !== null;

/** A stored number as people read it (+1 415 555 2671); a number stored before E.164 as it is. */
export function formatInviteePhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored.trim(), { extract: false });
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

export const isKnownCountry = (country: string): boolean => findCountry(country) !== undefined;
