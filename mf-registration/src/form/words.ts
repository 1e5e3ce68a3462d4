/**
 * The Form and Registration flows pages' own words. The spec names the pages only (§2.2, §2.8,
 * §6), so these are the console's (docs/decisions/0005-console-strings.md); the validation and
 * refusal messages are the contract's (REGISTRATION_FORM_MESSAGES), as the API answers them.
 */
import { formatNumber } from '@console/shared/ui';
import type { FormField } from '@console/registration-contract';

/** Names in quotes, joined with commas and 'and'. */
export const quotedList = (names: readonly string[]): string => {
  const list = names.map((name) => `‘${name}’`);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
};

export const FORM_WORDS = {
  formTitle: 'Form',
  flowsTitle: 'Registration flows',
  types: {
    STRING: 'Text',
    NUMBER: 'Number',
    BOOLEAN: 'Yes or no',
    DATE: 'Date',
    LIST: 'List',
  } satisfies Record<FormField['type'], string>,
  // The fields table.
  label: 'Label',
  type: 'Type',
  required: 'Required',
  values: 'Values',
  flows: 'Flows',
  actions: 'Actions',
  yes: 'Yes',
  no: 'No',
  noFlow: 'No flow',
  valueCount: (count: number) => (count === 0 ? '—' : formatNumber(count)),
  /** A flow the flows list does not name (still loading, or gone). */
  unknownFlow: (flowId: number) => `Flow ${flowId}`,
  loadingFields: 'Loading the form…',
  fieldsLoadFailed: 'The form could not be loaded',
  noFields: 'No fields yet',
  noFieldsHint: 'Add a field to ask registrants for more than their name and email.',
  readOnly: 'This event is read-only: you can see this page but not change it.',
  addField: 'Add field',
  edit: 'Edit',
  delete: 'Delete',
  up: 'Up',
  down: 'Down',
  editField: (label: string) => `Edit ${label}`,
  deleteField: (label: string) => `Delete ${label}`,
  moveFieldUp: (label: string) => `Move ${label} up`,
  moveFieldDown: (label: string) => `Move ${label} down`,
  moveFailed: 'The new order could not be saved. The form shows the order as saved.',
  // The field editor.
  newFieldTitle: 'Add field',
  editFieldTitle: 'Edit field',
  fieldName: 'Field name',
  fieldNameHint: 'The key the answers are stored under. It never changes.',
  fieldNameNew: 'Made from the label when the field is added; it never changes after that.',
  singleSelect: 'Single select: registrants choose one of the values',
  requiredHint: 'Registrants must answer it in every flow that asks for it.',
  requiredField: 'Required',
  predefinedValues: 'Predefined values',
  predefinedValuesHint: (max: number) =>
    `What registrants choose from: a label they see and the value stored. At most ${max}.`,
  optionLabel: (n: number) => `Label of value ${n}`,
  optionValue: (n: number) => `Value ${n}`,
  remove: 'Remove',
  removeValue: (n: number) => `Remove value ${n}`,
  addValue: 'Add value',
  flowsHint: 'The flows that ask for this field. None: no registrant is asked.',
  noFlowChosen: 'No flow',
  cancel: 'Cancel',
  add: 'Add field',
  adding: 'Adding…',
  save: 'Save',
  saving: 'Saving…',
  fieldAdded: 'Field added.',
  fieldSaved: 'Field saved.',
  // Deleting.
  deleteTitle: (label: string) => `Delete the field ‘${label}’?`,
  deleteMessage: 'Registrants will no longer be asked it. The answers already given stay stored.',
  deleteFromFlows: (flows: readonly string[]) =>
    `It is asked in the ${flows.length === 1 ? 'flow' : 'flows'} ${quotedList(flows)}: deleting it takes it out of ${flows.length === 1 ? 'that flow' : 'them'}.`,
  deleting: 'Deleting…',
  fieldDeleted: 'Field deleted.',
  leftOutOfFlows: (flows: readonly string[]) =>
    `It could not be put back in ${quotedList(flows)}: add it to them again on the Registration flows page.`,
  // The flows page.
  loadingFlows: 'Loading the flows…',
  flowsLoadFailed: 'The flows could not be loaded',
  noFlows: 'No registration flows yet',
  flowFields: (flow: string) => `Fields of ${flow}`,
  noFlowFields: 'This flow asks for no field of the form.',
  fieldToAdd: (flow: string) => `Field to add to ${flow}`,
  chooseField: 'Choose a field',
  addToFlow: 'Add to flow',
  removeFromFlow: 'Remove',
  removeFieldFromFlow: (label: string, flow: string) => `Remove ${label} from ${flow}`,
  everyFieldInFlow: 'Every field of the form is in this flow.',
  addedToFlow: (label: string, flow: string) => `‘${label}’ added to ${flow}.`,
  removedFromFlow: (label: string, flow: string) => `‘${label}’ removed from ${flow}.`,
} as const;

/** What a field asks for: its type, a text field that is a single select being one. */
export const fieldTypeLabel = (field: Pick<FormField, 'type' | 'subType'>): string =>
  field.type === 'STRING' && field.subType === 'SINGLE_SELECT'
    ? 'Single select'
    : FORM_WORDS.types[field.type];
