/**
 * An answer given before leaving, as text for the detail page. Answers have the shape of
 * registrations.custom_field values (contract approvals CustomFieldValue); anything else is
 * shown as its JSON, never dropped.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const labelsOf = (items: unknown, key: string): string =>
  Array.isArray(items)
    ? items
        .map((item) => (isRecord(item) ? String(item[key] ?? '') : ''))
        .filter(Boolean)
        .join(', ')
    : '';

export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'object') return String(value);
  if (!isRecord(value)) return JSON.stringify(value);
  switch (value.kind) {
    case 'text':
    case 'number':
    case 'date':
      return String(value.value ?? '');
    case 'boolean':
      return value.value ? 'Yes' : 'No';
    case 'options':
      return labelsOf(value.options, 'label');
    case 'sessions':
      return labelsOf(value.picks, 'title');
    default:
      return JSON.stringify(value);
  }
}
