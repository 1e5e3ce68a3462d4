import { dayAccessFormSchema, grantDayAccessFormSchema } from './form-schemas';

describe('grant day access form (spec §4: at least one of the offered days)', () => {
  const offered = ['2030-01-02', '2030-01-04'];

  it.each<[string, string[], boolean]>([
    ['every day', ['2030-01-02', '2030-01-04'], true],
    ['one day', ['2030-01-04'], true],
    ['no day', [], false],
    ['a day not offered', ['2030-01-03'], false],
  ])('%s: %s', (_case, days, valid) => {
    expect(grantDayAccessFormSchema(offered).isValidSync({ days })).toBe(valid);
  });
});

describe('day access form (spec §4: a checkbox per event day)', () => {
  const eventDays = ['2026-11-23', '2026-11-24'];

  it.each<[string, string[], boolean]>([
    ['every day', ['2026-11-23', '2026-11-24'], true],
    ['no day', [], true],
    ['a day of another event', ['2026-11-25'], false],
  ])('%s: %s', (_case, granted, valid) => {
    expect(dayAccessFormSchema(eventDays).isValidSync({ granted })).toBe(valid);
  });
});
