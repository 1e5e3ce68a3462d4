import { object, string, array } from 'yup';
import { ApiError } from '@console/shared/react';
import { rootOf, schemaErrors, serverErrors } from './form-errors';

type Field = 'title' | 'tags';
const fieldOf = (wirePath: string): Field | undefined => {
  const root = rootOf(wirePath);
  return root === 'title' || root === 'tags' ? root : undefined;
};

describe('form errors', () => {
  it('reads a wire path’s first name', () => {
    expect(rootOf('tags[2]')).toBe('tags');
    expect(rootOf('tags.2')).toBe('tags');
    expect(rootOf('title')).toBe('title');
  });

  it('gives each form field the schema’s first message, and the form what names no field', () => {
    const schema = object({
      title: string().required('Enter a title.').max(3, 'At most 3.'),
      tags: array(string().max(2, 'A tag has at most 2 characters.')),
      other: string().required('Other is required.'),
    });
    expect(schemaErrors(schema, { title: '', tags: ['abc', 'defg'] }, fieldOf)).toEqual({
      title: 'Enter a title.',
      tags: 'A tag has at most 2 characters.',
      form: 'Other is required.',
    });
    expect(schemaErrors(schema, { title: 'ab', tags: [], other: 'x' }, fieldOf)).toEqual({});
  });

  it('rethrows what is not a schema failure', () => {
    const broken = {
      validateSync: () => {
        throw new TypeError('bug');
      },
    };
    expect(() => schemaErrors(broken, {}, fieldOf)).toThrow('bug');
  });

  it('puts a refusal on the field it names, without the API’s prefix, and the rest on the form', () => {
    const refused = new ApiError(400, 'INVALID_INPUT', 'tags.1: Too long.', 'tags.1');
    expect(serverErrors(refused, fieldOf)).toEqual({ tags: 'Too long.' });
    const elsewhere = new ApiError(400, 'INVALID_INPUT', 'day: Not a day.', 'day');
    expect(serverErrors(elsewhere, fieldOf)).toEqual({ form: 'day: Not a day.' });
  });
});
