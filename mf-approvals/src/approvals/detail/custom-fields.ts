import { z } from '@console/shared/zod';
import { CustomFieldValueSchema, type CustomFieldValue } from '@console/approvals-contract';

const CustomFieldsSchema = z.record(z.string(), CustomFieldValueSchema);

/**
 * The request's `customField` JSON string as `label → value`. A string that is not JSON of
 * that shape gives null (the page says the answers could not be read, instead of failing).
 */
export function parseCustomFields(json: string): Record<string, CustomFieldValue> | null {
  if (json.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = CustomFieldsSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
