/**
 * Registration form field labels as organizers write them may hold markup ("<b>Company</b> size").
 * The console never renders that string as HTML: it reads it into runs of text that are bold or
 * italic (only <b>, <strong>, <i> and <em> count; every other tag and every attribute is dropped,
 * and what a <script> or <style> holds goes with it), which a page draws as elements, and as plain
 * text wherever only text fits (select options, column and CSV headers, messages).
 */

/** A stretch of a label's text with its formatting. */
export interface LabelRun {
  text: string;
  bold: boolean;
  italic: boolean;
}

const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em']);
/** Elements whose content is never text of the label. */
const DROPPED_CONTENT = new Set(['script', 'style']);

/** A tag (its name, whether it closes) or a comment. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const codePoint = (value: number): string =>
  Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';

/** The common entities as their characters; an unknown one stays as written. */
const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return codePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return codePoint(Number(name.slice(1)));
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The label as runs of text, neighbours of the same formatting merged; spaces kept as written. */
export function labelRuns(label: string): LabelRun[] {
  const runs: LabelRun[] = [];
  let bold = 0;
  let italic = 0;
  let droppedUntil: string | null = null;
  let at = 0;
  const push = (raw: string) => {
    if (droppedUntil !== null || raw === '') return;
    const text = decodeEntities(raw);
    const last = runs.at(-1);
    const style = { bold: bold > 0, italic: italic > 0 };
    if (last && last.bold === style.bold && last.italic === style.italic) last.text += text;
    else runs.push({ text, ...style });
  };
  for (const match of label.matchAll(TAG)) {
    push(label.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue;
    const closing = match[1] === '/';
    if (droppedUntil !== null) {
      if (closing && name === droppedUntil) droppedUntil = null;
      continue;
    }
    if (DROPPED_CONTENT.has(name)) {
      if (!closing) droppedUntil = name;
    } else if (BOLD.has(name)) bold = Math.max(0, bold + (closing ? -1 : 1));
    else if (ITALIC.has(name)) italic = Math.max(0, italic + (closing ? -1 : 1));
  }
  push(label.slice(at));
  return runs.filter((run) => run.text !== '');
}

/** The label as plain text: no markup, spaces collapsed ('<b>Company</b>  size' -> 'Company size'). */
export function labelPlainText(label: string): string {
  return labelRuns(label)
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
