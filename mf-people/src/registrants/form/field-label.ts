/** A field's label, marked when the field must be answered (the kit's fields show no mark). */
export const fieldLabel = (label: string, required: boolean): string =>
  required ? `${label} (required)` : label;
