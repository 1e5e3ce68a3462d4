import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The declarations of one top-level rule of the shell's stylesheet, as property → value. */
function declarationsOf(selector: string): Record<string, string> {
  const css = readFileSync(join(__dirname, '..', '..', 'shell.module.css'), 'utf8');
  const rule = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css);
  if (!rule?.[1]) throw new Error(`No rule ${selector} in shell.module.css`);
  return Object.fromEntries(
    rule[1]
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

describe('the event sidebar stays in view on long pages', () => {
  it('is sticky at the top of the viewport, scrolling on its own when taller than it', () => {
    expect(declarationsOf('.sidebar')).toMatchObject({
      position: 'sticky',
      top: '0',
      'align-self': 'flex-start',
      'max-height': '100vh',
      'overflow-y': 'auto',
    });
  });
});
