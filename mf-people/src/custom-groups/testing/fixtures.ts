/** Wire data of the custom group tests, valid against the contract's schemas. */
import type {
  CustomGroup,
  CustomGroupMember,
  FilterCondition,
  FilterField,
  FilterSet,
} from '@console/people-contract';

let next = 1;

export function member(overrides: Partial<CustomGroupMember> = {}): CustomGroupMember {
  const n = next++;
  return {
    registrationId: n,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    email: `person${n}@example.com`,
    noOfAudiences: 3,
    accessGroupList: [],
    ticketTypeId: 100,
    ticketTypeName: 'VIP',
    role: 'ATTENDEE',
    isAttended: false,
    flowContextId: `ctx-${n}`,
    isManuallyAdded: false,
    ...overrides,
  };
}

export const FIELDS: FilterField[] = [
  {
    filterFieldId: 'role',
    labelName: 'Role',
    fieldName: 'role',
    type: 'STRING',
    subType: 'SINGLE_SELECT',
    predefinedValues: [
      { label: 'Attendee', value: 'ATTENDEE' },
      { label: 'Speaker', value: 'SPEAKER' },
    ],
    filterType: 'MANUAL',
  },
  {
    filterFieldId: 'attended',
    labelName: 'Attended',
    fieldName: 'attended',
    type: 'BOOLEAN',
    subType: null,
    predefinedValues: [],
    filterType: 'MANUAL',
  },
  {
    filterFieldId: 'email',
    labelName: 'Email',
    fieldName: 'email',
    type: 'STRING',
    subType: null,
    predefinedValues: [],
    filterType: 'MANUAL',
  },
];

export const ROLE_IS_SPEAKER: FilterCondition = {
  elementId: 'c-role',
  filterFieldId: 'role',
  fieldName: 'role',
  filterType: 'MANUAL',
  type: 'STRING',
  operator: 'EQUAL',
  compareValue: 'SPEAKER',
  customConditionData: null,
};

export const HAS_ATTENDED: FilterCondition = {
  elementId: 'c-attended',
  filterFieldId: 'attended',
  fieldName: 'attended',
  filterType: 'MANUAL',
  type: 'BOOLEAN',
  operator: 'IS_TRUE',
  compareValue: null,
  customConditionData: null,
};

/** Role = Speaker AND attended. */
export const SPEAKERS_WHO_ATTENDED: FilterSet = {
  operationType: 'AND',
  filterConditionsDTOList: [ROLE_IS_SPEAKER, HAS_ATTENDED],
  isPassAudienceGroupId: false,
  checkForcedUpdatedMapping: false,
};

export function customGroup(
  overrides: Partial<CustomGroup> = {},
  filter: FilterSet | null = null,
): CustomGroup {
  return {
    audienceGroupId: 12,
    groupName: 'Berlin locals',
    groupUpdateType: 'ACTIVE',
    isAccessControlEnabled: false,
    isGroupAlreadyUsedInSessionManagement: false,
    isActive: false,
    status: 'DRAFT',
    isStaticGroupWithAllSelected: false,
    accessGroupFilterMapping: filter
      ? {
          conditions: JSON.stringify(filter.filterConditionsDTOList),
          operationType: filter.operationType,
        }
      : null,
    ...overrides,
  };
}
