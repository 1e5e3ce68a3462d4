/**
 * The invitee field rules of spec people §5, as plain predicates: the CSV validator runs them on
 * every row of a 100,000-row file (in the browser's worker and again on the server), and the
 * add-invitee form's yup schema calls the same ones.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { PEOPLE_LIMITS } from '../limits';
import { findCountry } from './countries';

/** The HTML living standard's e-mail syntax, with a dot required in the domain. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isValidEmail = (email: string): boolean => EMAIL.test(email.trim());

export const fitsInviteeField = (value: string): boolean =>
  value.length <= PEOPLE_LIMITS.inviteeFieldMax;

/** A phone number is valid in international form, or in the national form of the given country. */
export function isValidInviteePhone(phone: string, country = ''): boolean {
  const code = findCountry(country)?.code as CountryCode | undefined;
  try {
    return isValidPhoneNumber(phone.trim(), code);
  } catch {
    return false;
  }
}

export const isKnownCountry = (country: string): boolean => findCountry(country) !== undefined;
