import { ValidationError } from 'yup';

/** The first message yup gives for each field, as a formik form shows it ({} when valid). */
export function formErrorsOf(
  schema: { validateSync(value: unknown, options: object): unknown },
  values: object,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path) errors[inner.path] ??= inner.message;
    return errors;
  }
}
