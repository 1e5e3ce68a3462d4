/**
 * The filter sets of the big event's ACTIVE custom groups, on its form fields and registration
 * columns. The test reads every group's members through the API, which compiles the saved sets:
 * a set the console refused would select nobody there.
 */
import type { FilterCondition, FilterEntry, FilterSet } from '@console/people-contract';
import { formFieldId } from '../custom-groups/filter-fields';
import type { BigEvent } from './event';
import { FLOWS } from './plan';

type Field = Pick<FilterCondition, 'filterFieldId' | 'fieldName' | 'filterType' | 'type'>;

/** Conditions numbered c1, c2, ... as the panel numbers its elements. */
function conditionMaker() {
  let elements = 0;
  return (
    field: Field,
    operator: FilterCondition['operator'],
    compareValue: FilterCondition['compareValue'] = null,
  ): FilterCondition => ({
    ...field,
    elementId: `c${(elements += 1)}`,
    operator,
    compareValue,
    customConditionData: null,
  });
}

const set = (
  entries: FilterEntry[],
  operationType: FilterSet['operationType'] = 'AND',
): FilterSet => ({
  operationType,
  filterConditionsDTOList: entries,
  isPassAudienceGroupId: false,
  checkForcedUpdatedMapping: false,
});

const column = (fieldName: string, type: Field['type']): Field => ({
  filterFieldId: fieldName,
  fieldName,
  filterType: 'MANUAL',
  type,
});

export interface ActiveGroup {
  name: string;
  description: string;
  filter: FilterSet;
}

export function activeGroups(big: BigEvent): ActiveGroup[] {
  const when = conditionMaker();
  const form = (fieldName: string, type: Field['type']): Field => ({
    filterFieldId: formFieldId(big.fieldIds.get(fieldName) ?? 0),
    fieldName,
    filterType: 'CUSTOM',
    type,
  });
  const country = form('country', 'STRING');
  const vipFlow = big.flowIds[FLOWS.findIndex((f) => f.name === 'VIP registration')];
  return [
    {
      name: 'German registrants',
      description: 'Country: Germany',
      filter: set([when(country, 'EQUAL', 'DE')]),
    },
    {
      name: 'Newsletter readers at large companies',
      description: 'Newsletter, and more than 1,000 employees',
      filter: set([
        when(form('newsletter', 'BOOLEAN'), 'IS_TRUE'),
        when(form('companySize', 'NUMBER'), 'GREATER', 1000),
      ]),
    },
    {
      name: 'Attended speakers',
      description: 'Speakers who joined',
      filter: set([
        when(column('role', 'STRING'), 'EQUAL', 'SPEAKER'),
        when(column('attended', 'BOOLEAN'), 'IS_TRUE'),
      ]),
    },
    {
      name: 'Acme and Globex',
      description: 'Everyone from two key accounts',
      filter: set(
        [
          when(form('company', 'STRING'), 'EQUAL', 'Acme'),
          when(form('company', 'STRING'), 'EQUAL', 'Globex'),
        ],
        'OR',
      ),
    },
    {
      name: 'European VIPs',
      description: 'VIP registration, from five European countries',
      filter: set([
        when(column('flow', 'STRING'), 'EQUAL', String(vipFlow)),
        {
          isFilterGroup: true,
          elementId: 'g1',
          conditionOperator: 'OR',
          conditions: ['DE', 'FR', 'GB', 'ES', 'IT'].map((code) => when(country, 'EQUAL', code)),
        },
      ]),
    },
  ];
}
