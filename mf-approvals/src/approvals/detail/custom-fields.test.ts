import { parseCustomFields } from './custom-fields';

describe('parseCustomFields', () => {
  it('parses every kind', () => {
    const json = JSON.stringify({
      Company: { kind: 'text', value: 'Acme' },
      Topics: { kind: 'options', options: [{ label: 'AI', value: 'ai' }] },
    });
    expect(parseCustomFields(json)).toEqual({
      Company: { kind: 'text', value: 'Acme' },
      Topics: { kind: 'options', options: [{ label: 'AI', value: 'ai' }] },
    });
  });

  it('gives an empty record for an empty string and null for junk', () => {
    expect(parseCustomFields('')).toEqual({});
    expect(parseCustomFields('not json')).toBeNull();
    expect(parseCustomFields(JSON.stringify({ a: { kind: 'unknown' } }))).toBeNull();
  });
});
