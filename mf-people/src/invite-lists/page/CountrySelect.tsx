import { memo } from 'react';
import { type Key } from '@console/shared/ui';
import { Select } from '@console/shared/ui/select';
import { COUNTRIES, findCountry } from '@console/people-contract';

const NO_COUNTRY = 'none';
const OPTIONS = [
  { id: NO_COUNTRY, label: 'No country' },
  ...COUNTRIES.map((c) => ({ id: c.code, label: c.name })),
];

/**
 * The country of an invitee, chosen from the list (type-ahead finds it); the value is the
 * country's name. Memoized: its 250 options render again only when the country changes.
 */
export const CountrySelect = memo(function CountrySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (country: string) => void;
}) {
  return (
    <Select
      label="Country"
      name="country"
      labelMaxLength={60}
      options={OPTIONS}
      value={findCountry(value)?.code ?? NO_COUNTRY}
      onChange={(key: Key | null) =>
        onChange(key === null || key === NO_COUNTRY ? '' : (findCountry(String(key))?.name ?? ''))
      }
    />
  );
});
