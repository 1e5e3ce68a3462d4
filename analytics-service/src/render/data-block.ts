/**
 * The client's data as a `<script type="application/json">` block. JSON inside a script element
 * ends at the first `</script`, so every `<` (and `>`, `&`, and the two line separators some
 * parsers treat as line ends) is written as a JSON escape: the block stays data, whatever the
 * place names say.
 */
import { markup, SafeHtml } from './html';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}

export function dataBlock(id: string, value: unknown): SafeHtml {
  const json = new SafeHtml(scriptSafeJson(value));
  return markup`<script type="application/json" id="${id}">${json}</script>`;
}
