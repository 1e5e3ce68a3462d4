/**
 * Runs a contract yup schema (the one the browser's form uses) on a request's values: every rule
 * is checked (abortEarly false) and the first problem is a 400 naming its field; the answer is
 * the schema's cast (trimmed) values.
 */
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ERROR_CODES } from '@console/shared/contract';
import { ApiError, badField } from '../http/errors';

export async function validateForm<S extends AnyObjectSchema>(
  schema: S,
  values: unknown,
): Promise<InferType<S>> {
  try {
    return await schema.validate(values, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first = error.inner[0] ?? error;
    const field = first.path;
    if (!field) throw new ApiError(400, ERROR_CODES.invalidInput, first.message);
    throw badField(field, first.message);
  }
}
