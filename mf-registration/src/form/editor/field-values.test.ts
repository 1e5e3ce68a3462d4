import { ApiError } from '@console/shared/react';
import {
  REGISTRATION_FORM_LIMITS as L,
  REGISTRATION_FORM_MESSAGES as M,
} from '@console/registration-contract';
import { aField } from '../testing/fixtures';
import {
  errorKeyOf,
  fieldErrors,
  fieldPatch,
  fieldValues,
  refusalErrors,
  wireOf,
  type FieldValues,
} from './field-values';

const values = (over: Partial<FieldValues> = {}): FieldValues => ({
  ...fieldValues(null, [10, 20]),
  label: 'Shirt size',
  ...over,
});
const option = (value: string, label = value.toUpperCase()) => ({ label, value });

describe('the field editor’s values', () => {
  it('start as a plain text field in every flow', () => {
    expect(wireOf(fieldValues(null, [20, 10]))).toEqual({
      label: '',
      type: 'STRING',
      subType: null,
      predefinedValues: [],
      required: false,
      flowIds: [10, 20],
    });
  });

  it('send values only when the type offers them, trimmed', () => {
    const typed = values({ predefinedValues: [option(' s ', ' Small ')] });
    expect(wireOf(typed).predefinedValues).toEqual([]);
    expect(wireOf({ ...typed, singleSelect: true })).toMatchObject({
      subType: 'SINGLE_SELECT',
      predefinedValues: [{ label: 'Small', value: 's' }],
    });
    // A single select is text only: a list is a list.
    expect(wireOf({ ...typed, type: 'LIST', singleSelect: true }).subType).toBeNull();
  });

  it('say what the contract refuses, on the keys the editor shows them at', () => {
    expect(fieldErrors(values({ label: '  ' }))).toEqual({ label: M.labelRequired });
    expect(fieldErrors(values({ type: 'LIST' }))).toEqual({ predefinedValues: M.valuesNeeded });
    expect(
      fieldErrors(values({ type: 'LIST', predefinedValues: [option('s'), option('s ', 'Also')] })),
    ).toEqual({ 'predefinedValues[1].value': M.valueNotUnique });
    expect(
      fieldErrors(
        values({
          type: 'LIST',
          predefinedValues: Array.from({ length: L.predefinedValuesMax + 1 }, (_, i) =>
            option(`v${i}`),
          ),
        }),
      ),
    ).toEqual({ predefinedValues: M.valuesMax(L.predefinedValuesMax) });
    expect(fieldErrors(values({ singleSelect: true, predefinedValues: [option('s')] }))).toEqual(
      {},
    );
  });

  it('put the API’s refusals on the input they name, or on the form', () => {
    expect(errorKeyOf('predefinedValues.2.value')).toBe('predefinedValues[2].value');
    expect(errorKeyOf('flowIds.0')).toBe('flowIds');
    expect(errorKeyOf('fieldName')).toBeUndefined();
    expect(
      refusalErrors(new ApiError(400, 'INVALID_INPUT', `flowIds.1: ${M.notAFlow}`, 'flowIds.1')),
    ).toEqual({ flowIds: M.notAFlow });
    expect(refusalErrors(new ApiError(409, 'CONFLICT', M.typeLocked(12)))).toEqual({
      form: M.typeLocked(12),
    });
  });

  it('patch only what changed from the saved field', () => {
    const field = aField({
      type: 'LIST',
      predefinedValues: [option('a')],
      flowIds: [10, 20],
    });
    const saved = fieldValues(field, [10, 20]);
    expect(fieldPatch(saved, saved)).toBeNull();
    expect(fieldPatch({ ...saved, label: ' Company ' }, saved)).toBeNull();
    expect(fieldPatch({ ...saved, required: true, flowIds: [20] }, saved)).toEqual({
      required: true,
      flowIds: [20],
    });
    expect(fieldPatch({ ...saved, type: 'STRING' }, saved)).toEqual({
      type: 'STRING',
      predefinedValues: [],
    });
  });
});
