/**
 * The registration form's messages. The spec quotes none for the form editor, so these follow the
 * console's rule: say what is wrong and what to do. Strings with a placeholder are functions.
 */
const quoted = (names: readonly string[]): string => {
  const list = names.map((name) => `'${name}'`);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
};

const registrations = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'registration' : 'registrations'}`;

export const REGISTRATION_FORM_MESSAGES = {
  labelRequired: 'Enter a label',
  subTypeTextOnly: 'Only a text field can be a single select',
  valuesNeeded: 'Add at least one value: single select and list fields offer a choice of values',
  valuesNotAllowed: 'Only single select and list fields have predefined values',
  optionLabelRequired: 'Enter the label of this value',
  optionValueRequired: 'Enter this value',
  valueNotUnique: 'Each value must be unique: this one is already in the list',
  valuesMax: (max: number) => `At most ${max} values`,
  fieldsMax: (max: number) => `A registration form has at most ${max} fields. Delete one first.`,
  fieldNameFixed:
    'The field name never changes: the answers are stored under it. Create a new field instead.',
  notAFlow: 'Not a registration flow of this event',
  flowListedTwice: 'This flow is listed twice',
  /** A type (or single select) change after people answered: their answers would no longer fit. */
  typeLocked: (answered: number, orMore = false) =>
    `${orMore ? 'More than ' : ''}${registrations(answered)} answered this field, so its type cannot change. Create a new field instead.`,
  /** A field, or the type or values of one, that custom groups' saved filters test. */
  usedByGroups: (groups: readonly string[]) =>
    `This field is used by the custom ${groups.length === 1 ? 'group' : 'groups'} ${quoted(groups)}. Remove it from their filters first.`,
  valuesUsedByGroups: (values: readonly string[], groups: readonly string[]) =>
    `The ${values.length === 1 ? 'value' : 'values'} ${quoted(values)} ${values.length === 1 ? 'is' : 'are'} used by the filters of the custom ${groups.length === 1 ? 'group' : 'groups'} ${quoted(groups)}. Remove ${values.length === 1 ? 'it' : 'them'} from their filters first.`,
  /** A field still in flows: the form editor takes it out of them before deleting it. */
  usedByFlows: (flows: readonly string[]) =>
    `This field is used by the registration ${flows.length === 1 ? 'flow' : 'flows'} ${quoted(flows)}. Remove it from ${flows.length === 1 ? 'this flow' : 'these flows'} first.`,
} as const;
