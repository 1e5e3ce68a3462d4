/** Form fields and flows shaped like the registration form API's answers. */
import type { FormField, RegistrationFormFlow } from '@console/registration-contract';

export function aField(overrides: Partial<FormField> = {}): FormField {
  return {
    fieldId: 1,
    label: 'Company',
    fieldName: 'company',
    type: 'STRING',
    subType: null,
    predefinedValues: [],
    required: false,
    position: 0,
    flowIds: [10],
    ...overrides,
  };
}

/** The flows of `fields`: each flow with the fields whose flowIds name it, in form order. */
export function flowsOf(
  flows: readonly { flowId: number; name: string }[],
  fields: readonly FormField[],
): { flows: RegistrationFormFlow[] } {
  return {
    flows: flows.map((flow) => ({
      ...flow,
      fields: fields.filter((field) => field.flowIds.includes(flow.flowId)),
    })),
  };
}
