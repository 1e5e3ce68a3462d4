import { labelPlainText, labelRuns } from './form-labels';

const plain = (text: string) => ({ text, bold: false, italic: false });
const bold = (text: string) => ({ text, bold: true, italic: false });
const italic = (text: string) => ({ text, bold: false, italic: true });

describe('labelRuns: a form label as formatted runs, never as HTML', () => {
  it.each<[string, string, ReturnType<typeof plain>[]]>([
    ['plain text', 'Company size', [plain('Company size')]],
    ['bold', '<b>Company</b> size', [bold('Company'), plain(' size')]],
    [
      'strong and em',
      '<strong>Dietary</strong> <em>needs</em>',
      [bold('Dietary'), plain(' '), italic('needs')],
    ],
    [
      'nested bold and italic',
      '<b>a <i>b</i></b>',
      [bold('a '), { text: 'b', bold: true, italic: true }],
    ],
    ['upper-case tags', '<B>Company</B>', [bold('Company')]],
    ['a script and its content dropped', 'Name<script>alert(1)</script>', [plain('Name')]],
    ['a style and its content dropped', '<style>b{color:red}</style>Name', [plain('Name')]],
    ['attributes dropped', '<b onclick="steal()" class=x>Company</b>', [bold('Company')]],
    [
      'an attribute holding ">"',
      '<b title="a > b">Company</b> size',
      [bold('Company'), plain(' size')],
    ],
    [
      'other tags dropped, their text kept',
      '<a href="https://x.test">Site</a><br/>URL',
      [plain('SiteURL')],
    ],
    ['an image dropped', '<img src=x onerror="alert(1)">Photo', [plain('Photo')]],
    ['a comment dropped', 'A<!-- hidden -->B', [plain('AB')]],
    ['entities as characters', 'Tom &amp; Jerry &lt;3 &#39;x&#x27;', [plain("Tom & Jerry <3 'x'")]],
    ['a lone "<" kept', 'Age < 18', [plain('Age < 18')]],
    ['an unclosed bold runs to the end', '<b>Company size', [bold('Company size')]],
    ['a stray closing tag ignored', 'Company</b> size', [plain('Company size')]],
    ['nothing', '', []],
  ])('%s', (_case, label, runs) => {
    expect(labelRuns(label)).toEqual(runs);
  });

  it('never answers a tag as text', () => {
    const text = labelRuns('<b>x</b><script>y</script><i onmouseover="z">w</i>')
      .map((r) => r.text)
      .join('');
    expect(text).toBe('xw');
  });
});

describe('labelPlainText: the label where only text fits (options, column and CSV headers)', () => {
  it.each([
    ['<b>Company</b> size', 'Company size'],
    ['<b>Co</b>mpany', 'Company'],
    ['  <i>Dietary</i>\n  needs ', 'Dietary needs'],
    ['<script>alert(1)</script>Passport <b>number</b>', 'Passport number'],
    ['<b onclick="x()">Job</b> title', 'Job title'],
    ['R&amp;D team', 'R&D team'],
  ])('%j -> %j', (label, text) => {
    expect(labelPlainText(label)).toBe(text);
  });
});
