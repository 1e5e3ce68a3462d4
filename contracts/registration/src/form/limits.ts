/** The registration form's limits: the API's wire schemas and the remote's yup forms read the same. */
export const REGISTRATION_FORM_LIMITS = {
  /** Fields of one event's form (an answer set holds at most 100 answers too). */
  fieldsMax: 100,
  labelMax: 200,
  /** A generated field name (the answers' key) is cut to this length. */
  fieldNameMax: 60,
  predefinedValuesMax: 100,
  optionLabelMax: 200,
  optionValueMax: 100,
  positionMax: 10_000,
  /** Answers a refused type change counts exactly; beyond, it says "more than". */
  answeredCountMax: 10_000,
} as const;
