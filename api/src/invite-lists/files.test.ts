import { describe, it } from 'node:test';
import { expect } from 'expect';
import { attachmentOf, cleanFileName, fileUrl, tokenOf } from './files';

describe('uploaded file names and URLs', () => {
  it('keeps the base name only, without control characters or quotes', () => {
    expect(cleanFileName('C:\\Users\\ann\\guests.csv')).toBe('guests.csv');
    expect(cleanFileName('../../etc/"list"\u0000\u0001.csv')).toBe('list.csv');
    expect(cleanFileName('\u0007')).toBe('upload.csv');
    expect(cleanFileName(`${'x'.repeat(300)}.csv`)).toHaveLength(200);
  });

  it('sends an ASCII name and the exact one in the download header', () => {
    expect(attachmentOf('été.csv')).toBe(
      `attachment; filename="_t_.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv`,
    );
  });

  it('reads the token of a file URL of the same event only', () => {
    const token = 'a'.repeat(32);
    expect(fileUrl(7, token)).toBe(`/api/events/7/invite-lists/files/${token}`);
    expect(tokenOf(7, fileUrl(7, token))).toBe(token);
    expect(tokenOf(8, fileUrl(7, token))).toBeNull();
    expect(tokenOf(7, `${fileUrl(7, token)}/x`)).toBeNull();
    expect(tokenOf(7, fileUrl(7, 'short'))).toBeNull();
  });
});
