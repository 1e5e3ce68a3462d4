import { COUNTRIES, findCountry } from './countries';
import {
  fitsInviteeField,
  isKnownCountry,
  isValidEmail,
  isValidInviteePhone,
} from './invitee-rules';

describe('isValidEmail', () => {
  it.each<[string, boolean]>([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada.lovelace+list@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada@', false],
    ['@example.com', false],
    ['ada example@example.com', false],
    ['ada@-example.com', false],
    ['', false],
  ])('%j → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isValidInviteePhone (libphonenumber-js)', () => {
  it.each<[string, string, boolean]>([
    ['+14155552671', '', true],
    ['+1 415 555 2671', '', true],
    ['+919876543210', '', true],
    ['(415) 555-2671', 'United States', true],
    ['(415) 555-2671', 'US', true],
    ['(415) 555-2671', '', false],
    ['12345', '', false],
    ['+1', '', false],
    ['phone', '', false],
  ])('%j in %j → %s', (phone, country, expected) => {
    expect(isValidInviteePhone(phone, country)).toBe(expected);
  });
});

describe('fitsInviteeField (max 150)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [150, true],
    [151, false],
  ])('%d characters → %s', (length, expected) => {
    expect(fitsInviteeField('x'.repeat(length))).toBe(expected);
  });
});

describe('the country list', () => {
  it('holds the ISO countries sorted by name, unique by code', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each<[string, string | undefined]>([
    ['India', 'IN'],
    ['india', 'IN'],
    [' IN ', 'IN'],
    ['gb', 'GB'],
    ['Atlantis', undefined],
    ['', undefined],
  ])('finds %j → %s', (text, code) => {
    expect(findCountry(text)?.code).toBe(code);
    expect(isKnownCountry(text)).toBe(code !== undefined);
  });
});
