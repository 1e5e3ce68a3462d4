/**
 * Errors as the ticket and coupon forms show them, one message per field. The forms validate the
 * wire values with the contract's yup schemas (cents, instants, null for unlimited), and the API
 * names the wire field of what it refused: both come back here onto the field on screen.
 */
import { ValidationError } from 'yup';
import { ApiError } from '@console/shared/react';
import { errorText } from '@console/shared/ui';

/** A wire field's path ('priceCents', 'ticketTypeIds[2]') → the form field that edits it. */
export type FieldOf<F extends string> = (wirePath: string) => F | undefined;

/** Field errors, and `form` for an error that belongs to no field. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

interface SyncSchema {
  validateSync(value: unknown, options: object): unknown;
}

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
    if (!ValidationError.isError(error)) throw error;
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
 * A refused save on the field it names: a 400's message without the "field: " the API puts in
 * front, a 409's as it is (it carries the numbers). Anything else is the form's.
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

/** A wire path's first name: 'ticketTypeIds[2]' → 'ticketTypeIds'. */
export const rootOf = (wirePath: string): string => wirePath.replace(/[[.].*$/, '');
