/**
 * Errors as a form shows them, one message per field. A form validates its wire values with its
 * contract's yup schema, and the API names the wire field of what it refused ('priceCents',
 * 'tags[2]', 'tags.2'): both come back onto the field on screen through the form's `fieldOf`.
 */
import { ApiError } from '@console/shared/react';
import { errorText } from './ErrorState';

/** A wire field's path → the form field that edits it (undefined: none of the form's). */
export type FieldOf<F extends string> = (wirePath: string) => F | undefined;

/** Field errors, and `form` for an error that belongs to no field. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** A wire path's first name: 'tags[2]' or 'tags.2' → 'tags'. */
export const rootOf = (wirePath: string): string => wirePath.replace(/[[.].*$/, '');

interface SyncSchema {
  validateSync(value: unknown, options: object): unknown;
}

/** yup's ValidationError, by its documented shape (the kit does not bundle yup). */
interface SchemaFailure {
  inner: { path?: string; message: string }[];
}

const isSchemaFailure = (error: unknown): error is SchemaFailure =>
  error instanceof Error &&
  error.name === 'ValidationError' &&
  Array.isArray((error as Partial<SchemaFailure>).inner);

/** The first message of the schema for each form field ({} when the values are valid). */
export function schemaErrors<F extends string>(
  schema: SyncSchema,
  wire: object,
  fieldOf: FieldOf<F>,
): FormErrors<F> {
  try {
    schema.validateSync(wire, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isSchemaFailure(error)) throw error;
    const errors: FormErrors<F> = {};
    for (const inner of error.inner) {
      const field = inner.path ? fieldOf(inner.path) : undefined;
      if (field) errors[field] ??= inner.message;
      else errors.form ??= inner.message;
    }
    return errors;
  }
}

/**
 * A refused save on the field it names: the API's message without the "field: " it puts in front
 * of a 400's (a 409's carries no prefix and is kept as it is). Anything else is the form's.
 */
export function serverErrors<F extends string>(error: unknown, fieldOf: FieldOf<F>): FormErrors<F> {
  if (error instanceof ApiError && error.field !== undefined) {
    const field = fieldOf(error.field);
    const prefix = `${error.field}: `;
    const message = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    if (field) return { [field]: message } as FormErrors<F>;
  }
  return { form: errorText(error) } as FormErrors<F>;
}
