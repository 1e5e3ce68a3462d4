/**
 * The invite-list forms' yup schemas (spec people §5), one per form, used by the browser's formik
 * forms and by the API on the same payloads.
 */
import { array, mixed, number, object, string, type InferType } from 'yup';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '../messages';
import { PEOPLE_LIMITS } from '../limits';
import { findCountry } from './countries';
import { isValidEmail, isValidInviteePhone } from './invitee-rules';

const fieldMax = PEOPLE_EXTRA_MESSAGES.fieldMax(PEOPLE_LIMITS.inviteeFieldMax);

/** A new list's name and description: what the browser's form and the import endpoint check. */
export const inviteListDetailsSchema = object({
  audienceInviteListName: string()
    .trim()
    .required(PEOPLE_MESSAGES.required)
    .max(PEOPLE_LIMITS.audienceNameMax, ({ max }) => PEOPLE_MESSAGES.audienceNameMax(max)),
  audienceInviteListDescription: string()
    .trim()
    .max(PEOPLE_LIMITS.audienceDescriptionMax, ({ max }) =>
      PEOPLE_MESSAGES.audienceDescriptionMax(max),
    )
    .default(''),
});
export type InviteListDetails = InferType<typeof inviteListDetailsSchema>;

/** The create form: the details and a CSV file. */
export const inviteListFormSchema = inviteListDetailsSchema.shape({
  file: mixed<File>().required(PEOPLE_MESSAGES.pleaseUploadCsv),
});

/** The notification step: at least one email, unless the step is skipped. */
export const notificationStepSchema = object({
  communicationSettingIds: array(number().required())
    .min(1, PEOPLE_MESSAGES.selectOneNotification)
    .required(PEOPLE_MESSAGES.selectOneNotification),
});

/** Add invitee (spec people §5): email required and valid, each field max 150, phone valid. */
export const addInviteeSchema = object({
  email: string()
    .trim()
    .required(PEOPLE_MESSAGES.required)
    .max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax)
    .test('email', PEOPLE_MESSAGES.invalidEmail, (value) => isValidEmail(value)),
  firstName: string().trim().max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax).default(''),
  lastName: string().trim().max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax).default(''),
  role: string().trim().max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax).default(''),
  company: string().trim().max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax).default(''),
  country: string()
    .trim()
    .max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax)
    .default('')
    .test(
      'country',
      PEOPLE_EXTRA_MESSAGES.unknownCountry,
      (value) => !value || !!findCountry(value),
    ),
  phoneNumber: string()
    .trim()
    .max(PEOPLE_LIMITS.inviteeFieldMax, fieldMax)
    .default('')
    .test(
      'phone',
      PEOPLE_MESSAGES.invalidPhone,
      (value, context) =>
        !value || isValidInviteePhone(value, String(context.parent.country ?? '')),
    ),
});
export type AddInviteeValues = InferType<typeof addInviteeSchema>;
