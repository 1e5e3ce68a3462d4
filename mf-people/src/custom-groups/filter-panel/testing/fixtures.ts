/** Filter fields of every kind, and invite lists, for the filter panel's tests. */
import type { FilterField, FilterSet } from '@console/people-contract';
import type { InviteListOption } from '../types';

const field = (
  filterFieldId: string,
  labelName: string,
  type: FilterField['type'],
  extra: Partial<FilterField> = {},
): FilterField => ({
  filterFieldId,
  labelName,
  fieldName: filterFieldId,
  type,
  subType: null,
  predefinedValues: [],
  filterType: 'CUSTOM',
  ...extra,
});

/**
 * A registration-form label with markup: never rendered as HTML; shown as its text where only
 * text fits (MARKUP_LABEL_TEXT), bold where it can be formatted.
 */
export const MARKUP_LABEL = '<b onclick="steal()">Company</b> size<script>alert(1)</script>';
export const MARKUP_LABEL_TEXT = 'Company size';

export const FIELDS: FilterField[] = [
  field('email', 'Email', 'STRING', { filterType: 'MANUAL' }),
  field('city', 'City', 'STRING'),
  field('size', MARKUP_LABEL, 'STRING', {
    subType: 'SINGLE_SELECT',
    predefinedValues: [
      { label: 'Small', value: 'S' },
      { label: 'Large', value: 'L' },
    ],
  }),
  field('age', 'Age', 'NUMBER'),
  field('vip', 'VIP', 'BOOLEAN'),
  field('arrival', 'Arrival', 'DATE'),
  field('topics', 'Topics', 'LIST', {
    predefinedValues: [
      { label: 'AI', value: 'ai' },
      { label: 'Web', value: 'web' },
    ],
  }),
];

export const INVITE_LISTS: InviteListOption[] = [
  { audienceGroupId: 7, name: 'VIP guests' },
  { audienceGroupId: 8, name: 'Press' },
];

export const TIME_ZONE = 'America/New_York';

/** Age > 30, OR a group (AND) of: in the guest list 7, arrival later than Nov 22 14:05 NY. */
export const APPLIED: FilterSet = {
  operationType: 'OR',
  filterConditionsDTOList: [
    {
      elementId: 'age-1',
      filterFieldId: 'age',
      fieldName: 'age',
      filterType: 'CUSTOM',
      type: 'NUMBER',
      operator: 'GREATER',
      compareValue: 30,
      customConditionData: null,
    },
    {
      isFilterGroup: true,
      elementId: 'group-1',
      conditionOperator: 'AND',
      conditions: [
        {
          elementId: 'email-1',
          filterFieldId: 'email',
          fieldName: 'email',
          filterType: 'MANUAL',
          type: 'STRING',
          operator: 'IN_GUEST_LIST',
          compareValue: null,
          customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: 7 },
        },
        {
          elementId: 'arrival-1',
          filterFieldId: 'arrival',
          fieldName: 'arrival',
          filterType: 'CUSTOM',
          type: 'DATE',
          operator: 'GREATER_OR_EQUAL',
          compareValue: '2026-11-22T19:05:00.000Z',
          customConditionData: null,
        },
      ],
    },
  ],
  isPassAudienceGroupId: true,
  checkForcedUpdatedMapping: false,
};
