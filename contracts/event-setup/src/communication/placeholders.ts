/**
 * The placeholders of the event's emails: exactly {firstName}, {event} and {continueLink}. One
 * definition for every use: the save checks refuse any other `{...}` (naming it), the preview fills
 * a draft with `fillText`/`fillHtml`, and the API's set-based senders build their SQL from the same
 * `parseTemplate` segments. A placeholder is filled once, from left to right: a value is never
 * searched for placeholders again (a first name "{event}" stays as typed).
 */
export const PLACEHOLDERS = ['firstName', 'event', 'continueLink'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What {firstName} becomes when the person gave no first name ("Hi there,"). */
export const FIRST_NAME_FALLBACK = 'there';

/** The values a filled email reads; a placeholder without one stays as typed. */
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

export type TemplateSegment = { text: string } | { placeholder: Placeholder };

/** Any `{...}` without braces inside: a placeholder when its name is one of PLACEHOLDERS. */
const TOKEN = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/** `{name}` as typed in a template. */
export const placeholderToken = (name: string) => `{${name}}`;

/** A template as literal text and placeholders, in order; an unknown `{...}` is literal text. */
export function parseTemplate(template: string): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let literal = '';
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    literal += template.slice(last, match.index);
    last = match.index + match[0].length;
    if (isPlaceholder(name)) {
      if (literal) segments.push({ text: literal });
      literal = '';
      segments.push({ placeholder: name });
    } else literal += match[0];
  }
  literal += template.slice(last);
  if (literal) segments.push({ text: literal });
  return segments;
}

/**
 * The `{...}` of a text that are not among `allowed`, each once, in order of appearance: the
 * unknown ones and the known ones this email has no value for.
 */
export function placeholdersNotAllowed(text: string, allowed: readonly Placeholder[]): string[] {
  const found = [...text.matchAll(TOKEN)].map((match) => match[0]);
  return [...new Set(found)].filter((typed) => {
    const name = typed.slice(1, -1);
    return !isPlaceholder(name) || !allowed.includes(name);
  });
}

/** The template with each placeholder replaced by its value (plain text). */
export function fillText(template: string, values: PlaceholderValues): string {
  return parseTemplate(template)
    .map((segment) =>
      'text' in segment
        ? segment.text
        : (values[segment.placeholder] ?? placeholderToken(segment.placeholder)),
    )
    .join('');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every markup character escaped, each line break a `<br>`. */
export function textToHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char).replace(/\n/g, '<br>\n');
}

/**
 * The HTML part of a filled email: the template's text escaped first, then each placeholder's
 * value, escaped too, put in. Escaping works character by character, so this is exactly
 * `textToHtml(fillText(template, values))`: the sender makes the HTML part from the outbox's text
 * that way, and no typed or filled-in text ever becomes markup.
 */
export function fillHtml(template: string, values: PlaceholderValues): string {
  return parseTemplate(template)
    .map((segment) =>
      'text' in segment
        ? textToHtml(segment.text)
        : textToHtml(values[segment.placeholder] ?? placeholderToken(segment.placeholder)),
    )
    .join('');
}
