/**
 * The audiences page's rename dialog (spec people §5) as a yup schema for its formik form: the
 * name, trimmed, is required, at most PEOPLE_LIMITS.renameMax characters and not the current one.
 * Save stays disabled while it fails, so its messages are never shown in the dialog.
 */
import { object, string, type InferType } from 'yup';
import { PEOPLE_LIMITS } from '../limits';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';

export const renameGroupFormSchema = (currentName: string) =>
  object({
    name: string()
      .default('')
      .trim()
      .required(PEOPLE_MESSAGES.required)
      .max(PEOPLE_LIMITS.renameMax, PEOPLE_EXTRA_MESSAGES.fieldMax(PEOPLE_LIMITS.renameMax))
      .notOneOf([currentName]),
  });
export type RenameGroupFormValues = InferType<ReturnType<typeof renameGroupFormSchema>>;
