import { problemsCsv } from './problems-csv';

describe('problemsCsv', () => {
  it('writes row, column and problem, quoting what needs it and escaping formulas', () => {
    expect(
      problemsCsv([
        { row: 2, column: 'email', problem: 'Invalid email address' },
        { row: 3, column: 'row', problem: 'a, b' },
        { row: 4, column: 'company', problem: '=HYPERLINK("x")' },
      ]),
    ).toBe(
      [
        'row,column,problem',
        '2,email,Invalid email address',
        '3,row,"a, b"',
        `4,company,"'=HYPERLINK(""x"")"`,
      ].join('\r\n'),
    );
  });
});
