/**
 * A field's flows after adding it to a flow or taking it out: the whole list is what the API's
 * PATCH takes (flowIds, ascending as the API answers them). The contract sets no minimum: a field
 * in no flow stays in the form, asked of nobody, and only such a field can be deleted.
 */
import type { FormField } from '@console/registration-contract';

export const withFlow = (field: FormField, flowId: number): number[] =>
  [...new Set([...field.flowIds, flowId])].sort((a, b) => a - b);

export const withoutFlow = (field: FormField, flowId: number): number[] =>
  field.flowIds.filter((id) => id !== flowId);
