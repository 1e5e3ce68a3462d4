/**
 * The filter model of custom groups (people-and-access-control §3, §5, §9): the event's filter
 * field definitions, and the filter set a group is built from. The wire schemas are the complete
 * form the API compiles into SQL; the drafts (filter-drafts.ts) are what the panel edits.
 */
import { z } from '@console/shared/zod';
import { IdSchema, textSchema } from '@console/shared/contract';

export const FILTER_FIELD_TYPES = ['NUMBER', 'STRING', 'BOOLEAN', 'DATE', 'LIST'] as const;
export const FilterFieldTypeSchema = z.enum(FILTER_FIELD_TYPES);
export type FilterFieldType = z.infer<typeof FilterFieldTypeSchema>;

/** MANUAL: a column of the registration (name, email, ticket...); CUSTOM: a registration-form field. */
export const FILTER_TYPES = ['MANUAL', 'CUSTOM'] as const;
export const FilterTypeSchema = z.enum(FILTER_TYPES);
export type FilterType = z.infer<typeof FilterTypeSchema>;

export const FILTER_OPERATORS = [
  'EQUAL',
  'NOT_EQUAL',
  'GREATER',
  'SMALLER',
  'CONTAINS',
  'NOT_CONTAINS',
  'IN_GUEST_LIST',
  'NOT_IN_GUEST_LIST',
  'SMALLER_OR_EQUAL',
  'GREATER_OR_EQUAL',
  'IS_TRUE',
  'IS_FALSE',
  'ANY_OF',
] as const;
export const FilterOperatorSchema = z.enum(FILTER_OPERATORS);
export type FilterOperator = z.infer<typeof FilterOperatorSchema>;

export const CONDITION_OPERATORS = ['AND', 'OR'] as const;
export const ConditionOperatorSchema = z.enum(CONDITION_OPERATORS);
export type ConditionOperator = z.infer<typeof ConditionOperatorSchema>;

export const FILTER_LIMITS = {
  /** Conditions in one filter set, counting those inside groups. */
  conditionsMax: 50,
  groupsMax: 10,
  textValueMax: 500,
  listValuesMax: 100,
} as const;

export const PredefinedValueSchema = z.object({ label: z.string(), value: z.string() });
export type PredefinedValue = z.infer<typeof PredefinedValueSchema>;

/** A field a condition may test; `labelName` may contain markup and is only ever shown as text. */
export const FilterFieldSchema = z.object({
  filterFieldId: z.string(),
  labelName: z.string(),
  fieldName: z.string(),
  type: FilterFieldTypeSchema,
  subType: z.literal('SINGLE_SELECT').nullable(),
  predefinedValues: z.array(PredefinedValueSchema),
  filterType: FilterTypeSchema,
});
export type FilterField = z.infer<typeof FilterFieldSchema>;

export const FilterFieldListSchema = z.object({ fields: z.array(FilterFieldSchema) });
export type FilterFieldList = z.infer<typeof FilterFieldListSchema>;

/** The field the guest-list operators apply to (§5: "only for one specific field"). */
export const GUEST_LIST_FIELD_NAME = 'email';

/** A guest-list condition reads an invite list of the event instead of a typed value. */
export const CustomConditionDataSchema = z.object({
  dataSourceType: z.literal('INVITE_LIST'),
  dataSource: IdSchema,
});
export type CustomConditionData = z.infer<typeof CustomConditionDataSchema>;

export const CompareValueSchema = z.union([
  z.number().finite(),
  textSchema(FILTER_LIMITS.textValueMax),
  z.array(textSchema(FILTER_LIMITS.textValueMax)).max(FILTER_LIMITS.listValuesMax),
]);
export type CompareValue = z.infer<typeof CompareValueSchema>;

export const FilterConditionSchema = z.object({
  elementId: textSchema(64),
  filterFieldId: textSchema(64),
  fieldName: textSchema(200),
  filterType: FilterTypeSchema,
  type: FilterFieldTypeSchema,
  operator: FilterOperatorSchema,
  compareValue: CompareValueSchema.nullable(),
  customConditionData: CustomConditionDataSchema.nullable(),
});
export type FilterCondition = z.infer<typeof FilterConditionSchema>;

export const FilterGroupSchema = z.object({
  isFilterGroup: z.literal(true),
  elementId: textSchema(64),
  conditionOperator: ConditionOperatorSchema,
  conditions: z.array(FilterConditionSchema).min(1).max(FILTER_LIMITS.conditionsMax),
});
export type FilterGroup = z.infer<typeof FilterGroupSchema>;

export const FilterEntrySchema = z.union([FilterGroupSchema, FilterConditionSchema]);
export type FilterEntry = z.infer<typeof FilterEntrySchema>;

export const FilterSetSchema = z.object({
  operationType: ConditionOperatorSchema,
  filterConditionsDTOList: z.array(FilterEntrySchema).max(FILTER_LIMITS.conditionsMax),
  /** Include the group's manually added members (an existing group being edited). */
  isPassAudienceGroupId: z.boolean(),
  checkForcedUpdatedMapping: z.boolean(),
});
export type FilterSet = z.infer<typeof FilterSetSchema>;

export const isFilterGroup = (entry: FilterEntry): entry is FilterGroup =>
  'isFilterGroup' in entry && entry.isFilterGroup;

/** Every condition of a set, those inside groups included, in display order. */
export const conditionsOf = (set: Pick<FilterSet, 'filterConditionsDTOList'>): FilterCondition[] =>
  set.filterConditionsDTOList.flatMap((entry) =>
    isFilterGroup(entry) ? entry.conditions : [entry],
  );
