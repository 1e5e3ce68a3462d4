/**
 * The create custom group dialog (spec people §2, §4, §5, §9) as a yup schema for its formik form:
 * the name, trimmed, of PEOPLE_LIMITS.customGroupNameMin to customGroupNameMax characters (the
 * checks of the wire's CreateCustomGroupRequestSchema, with its messages), access controls on or
 * off, and the group type. Next stays disabled while the name fails.
 */
import { boolean, mixed, object, string, type InferType } from 'yup';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { PEOPLE_LIMITS } from '../limits';
import { PEOPLE_EXTRA_MESSAGES } from '../messages';
import { GROUP_UPDATE_TYPES, type GroupUpdateType } from './schemas';

const { customGroupNameMin: MIN, customGroupNameMax: MAX } = PEOPLE_LIMITS;

export const createCustomGroupFormSchema = object({
  groupName: string()
    .default('')
    .trim()
    .max(MAX, MESSAGES.textTooLong(MAX))
    .test('no-nul', MESSAGES.textHasNul, (name) => !hasNul(name ?? ''))
    .min(MIN, PEOPLE_EXTRA_MESSAGES.fieldMin(MIN)),
  isAccessControlEnabled: boolean().default(false),
  groupUpdateType: mixed<GroupUpdateType>().oneOf(GROUP_UPDATE_TYPES).default('ACTIVE'),
});
export type CreateCustomGroupFormValues = InferType<typeof createCustomGroupFormSchema>;
