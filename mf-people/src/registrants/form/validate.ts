/**
 * formik's `validate` for the registrant form: the contract's yup schema for the fields of the
 * flow chosen in the values (the schema changes with the flow, so it is built per validation),
 * and where a refusal of the API shows once sent.
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { ApiError } from '@console/shared/react';
import { errorText } from '@console/shared/ui';
import { apiFieldMessage, formFieldOfApiError } from './registrant-values';
import {
  registrantFormSchema,
  type RegistrantFormField,
  type RegistrantFormValues,
} from '@console/people-contract';

export function registrantValidator(
  fieldsOf: (flowId: number | null) => readonly RegistrantFormField[],
  keptAnswers?: ReadonlySet<string>,
) {
  return async (values: RegistrantFormValues): Promise<FormikErrors<RegistrantFormValues>> => {
    try {
      await validateYupSchema(values, registrantFormSchema(fieldsOf(values.flowId), keptAnswers));
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };
}

/**
 * A refusal under the field it names ('customField.x' under the answer x), with the API's message;
 * any other (a sold-out ticket, a lost connection) above the buttons. The values stay as typed.
 */
export function showRefusal(error: unknown, helpers: FormikHelpers<RegistrantFormValues>): void {
  const field = error instanceof ApiError ? formFieldOfApiError(error.field) : null;
  if (error instanceof ApiError && error.field && field) {
    helpers.setStatus(undefined);
    helpers.setFieldError(field, apiFieldMessage(error.field, error.message));
  } else helpers.setStatus(errorText(error));
}
