/**
 * The stage rename form's yup schema (formik's `validationSchema`): the checks and messages of
 * StageRenameSchema's newName, and the conflict the API would answer for a name another stage of
 * the list already has.
 */
import { object, string, type InferType } from 'yup';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { VENUE_LIMITS as L } from './limits';
import { VENUE_MESSAGES as M } from './messages';

export const stageRenameFormSchema = (currentName: string, otherNames: readonly string[]) =>
  object({
    newName: string()
      .default('')
      .trim()
      .required(M.stageNameRequired)
      .max(L.stageNameMax, M.stageNameMax)
      .test('no-nul', MESSAGES.textHasNul, (value) => !hasNul(value ?? ''))
      .notOneOf([currentName], M.stageNameUnchanged)
      .test(
        'free',
        ({ value }: { value: unknown }) => M.stageNameTaken(String(value)),
        (value) => !otherNames.includes(value ?? ''),
      ),
  });
export type StageRenameFormValues = InferType<ReturnType<typeof stageRenameFormSchema>>;
