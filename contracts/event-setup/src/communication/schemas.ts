/**
 * The communication pages on the wire: the event's automatic emails (on/off, subject and body;
 * a kind an organizer never changed answers its defaults), the preview and the test send of a
 * draft, the event's saved templates, its invitation emails (the Custom page) and its calendar
 * invite setting. Subjects are trimmed and one line; bodies are kept as typed.
 */
import { z } from '@console/shared/zod';
import { hasNul, IdSchema, MESSAGES } from '@console/shared/contract';
import { emailTextProblem, type EmailTextField } from './checks';
import { EMAIL_KINDS, INVITATION_PLACEHOLDERS } from './kinds';
import { COMMUNICATION_LIMITS as L } from './limits';
import { COMMUNICATION_MESSAGES as M } from './messages';
import { PLACEHOLDERS, type Placeholder } from './placeholders';

export const EmailKindSchema = z.enum(EMAIL_KINDS, { error: M.unknownKind });
export const PlaceholderSchema = z.enum(PLACEHOLDERS);

export const EventEmailSchema = z.object({
  kind: EmailKindSchema,
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  /** The subject or the body is the organizer's, not the default. */
  customized: z.boolean(),
  /** The placeholders this email fills. */
  placeholders: z.array(PlaceholderSchema),
});
export type EventEmail = z.infer<typeof EventEmailSchema>;

export const EventEmailListSchema = z.object({ emails: z.array(EventEmailSchema) });
export type EventEmailList = z.infer<typeof EventEmailListSchema>;

/** A body or an edit names only these settings; an unknown one is refused naming the known ones. */
const strict = <T extends Record<string, z.ZodType>>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? M.unknownSetting(issue.keys, Object.keys(shape))
        : undefined,
  });
const namesOne = (shape: object) =>
  [
    (body: object) => Object.values(body).some((value) => value !== undefined),
    { error: M.nothingToChange(Object.keys(shape)) },
  ] as const;

const text = (field: EmailTextField, allowed: readonly Placeholder[] | null) => {
  const base = z.string({ error: field === 'subject' ? M.subjectRequired : M.bodyRequired });
  return (field === 'subject' ? base.trim() : base)
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul })
    .superRefine((value, context) => {
      const problem = emailTextProblem(field, value, allowed);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
};

/**
 * A subject or body of an automatic email or a draft: its placeholders are checked against its
 * kind by the API (emailTextProblem with KIND_PLACEHOLDERS), so that the message names the kind's.
 */
const kindSubject = () => text('subject', null);
const kindBody = () => text('body', null);

const eventEmailEditShape = {
  enabled: z.boolean({ error: M.onOff }).optional(),
  subject: kindSubject().optional(),
  body: kindBody().optional(),
};
/** PATCH of an automatic email: its switch (saved at once) and/or its text (the editor's Save). */
export const EventEmailEditSchema = strict(eventEmailEditShape).refine(
  ...namesOne(eventEmailEditShape),
);
export type EventEmailEdit = z.input<typeof EventEmailEditSchema>;

/** A draft to preview or to send as a test; without registrationId, the most recent registrant. */
export const EmailDraftSchema = strict({
  subject: kindSubject(),
  body: kindBody(),
  registrationId: IdSchema.optional(),
});
export type EmailDraft = z.input<typeof EmailDraftSchema>;

/** The registrant whose data filled a preview or a test. */
export const FilledFromSchema = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type FilledFrom = z.infer<typeof FilledFromSchema>;

export const EmailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  /** The HTML part: the text escaped, line breaks as <br>. */
  html: z.string(),
  /** Null: the event has no registrant, sample values filled it (`note` says so). */
  filledFrom: FilledFromSchema.nullable(),
  note: z.string().nullable(),
});
export type EmailPreview = z.infer<typeof EmailPreviewSchema>;

/** A test email queued to the current user (its outbox row). */
export const TestEmailSchema = z.object({
  emailId: z.number().int(),
  to: z.string(),
  subject: z.string(),
});
export type TestEmail = z.infer<typeof TestEmailSchema>;

const name = () =>
  z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(L.nameMax, { error: M.nameMax })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul });

/** A saved template: a named subject and body an email's draft can start from. */
export const SavedTemplateSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type SavedTemplate = z.infer<typeof SavedTemplateSchema>;

export const SavedTemplateListSchema = z.object({ templates: z.array(SavedTemplateSchema) });
export type SavedTemplateList = z.infer<typeof SavedTemplateListSchema>;

const templateShape = {
  name: name(),
  subject: text('subject', PLACEHOLDERS),
  body: text('body', PLACEHOLDERS),
};
export const SavedTemplateCreateSchema = strict(templateShape);
export type SavedTemplateCreate = z.input<typeof SavedTemplateCreateSchema>;

const templateEditShape = {
  name: name().optional(),
  subject: text('subject', PLACEHOLDERS).optional(),
  body: text('body', PLACEHOLDERS).optional(),
};
export const SavedTemplateEditSchema = strict(templateEditShape).refine(
  ...namesOne(templateEditShape),
);
export type SavedTemplateEdit = z.input<typeof SavedTemplateEditSchema>;

/** An invitation email (the Custom page): chosen when inviting people to an invite list. */
export const InvitationEmailSchema = z.object({
  communicationId: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type InvitationEmail = z.infer<typeof InvitationEmailSchema>;

export const InvitationEmailListSchema = z.object({
  invitationEmails: z.array(InvitationEmailSchema),
});
export type InvitationEmailList = z.infer<typeof InvitationEmailListSchema>;

const invitationShape = {
  name: name(),
  subject: text('subject', INVITATION_PLACEHOLDERS),
  body: text('body', INVITATION_PLACEHOLDERS),
};
export const InvitationEmailCreateSchema = strict(invitationShape);
export type InvitationEmailCreate = z.input<typeof InvitationEmailCreateSchema>;

const invitationEditShape = {
  name: name().optional(),
  subject: text('subject', INVITATION_PLACEHOLDERS).optional(),
  body: text('body', INVITATION_PLACEHOLDERS).optional(),
};
export const InvitationEmailEditSchema = strict(invitationEditShape).refine(
  ...namesOne(invitationEditShape),
);
export type InvitationEmailEdit = z.input<typeof InvitationEmailEditSchema>;

/** The calendar invite setting custom groups read (people §4: day-wise block). */
export const CalendarInviteSettingsSchema = z.object({ isDayWiseBlock: z.boolean() });
export type CalendarInviteSettings = z.infer<typeof CalendarInviteSettingsSchema>;

export const CalendarInviteEditSchema = strict({
  isDayWiseBlock: z.boolean({ error: M.onOff }),
});
export type CalendarInviteEdit = z.input<typeof CalendarInviteEditSchema>;
