import { it } from 'node:test';
import { expect } from 'expect';
import { get, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  api,
  buildInviteFixture,
  csvOf,
  multipart,
  ownerSession,
  upload,
} from './invite-lists-fixture';
import {
  INVITE_LIST_API,
  PEOPLE_LIMITS,
  PEOPLE_MESSAGES,
  UploadedFileSchema,
} from '@console/people-contract';

describeApi('invite list CSV upload', buildInviteFixture, (s) => {
  it('stores the file under a random file URL of the event, downloadable on that event only', async () => {
    const owner = await ownerSession(s.app);
    const content = csvOf([['a@example.com', 'Ann', '', '', '', '', '']]);
    const response = await upload(s.app, owner, s.fx.main.id, content, 'My guests.CSV');
    expect(response.statusCode).toBe(201);
    const file = UploadedFileSchema.parse(response.json());
    expect(file.fileName).toBe('My guests.CSV');
    const prefix = `/api${INVITE_LIST_API.files(s.fx.main.id)}/`;
    expect(file.s3FileUrl.startsWith(prefix)).toBe(true);
    const token = file.s3FileUrl.slice(prefix.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const again = UploadedFileSchema.parse(
      (await upload(s.app, owner, s.fx.main.id, content)).json(),
    );
    expect(again.s3FileUrl).not.toBe(file.s3FileUrl);

    const download = await get(s.app, file.s3FileUrl, owner);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(`\uFEFF${content}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="My guests.CSV"; filename*=UTF-8''My%20guests.CSV`,
    );
    const elsewhere = await get(
      s.app,
      `/api${INVITE_LIST_API.files(s.fx.second.id)}/${token}`,
      owner,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(s.app, `${prefix}${'x'.repeat(32)}`, owner)).statusCode).toBe(404);
  });

  it('keeps a file name of any script, safe in the download header', async () => {
    const owner = await ownerSession(s.app);
    const content = csvOf([['b@example.com', '', '', '', '', '', '']]);
    const response = await upload(s.app, owner, s.fx.main.id, content, 'invités été.csv');
    expect(response.statusCode).toBe(201);
    const file = UploadedFileSchema.parse(response.json());
    expect(file.fileName).toBe('invités été.csv');
    const download = await get(s.app, file.s3FileUrl, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invit_s _t_.csv"; filename*=UTF-8''invit%C3%A9s%20%C3%A9t%C3%A9.csv`,
    );
  });

  it('refuses anything but one non-empty .csv file in the field `file` with 400', async () => {
    const owner = await ownerSession(s.app);
    const refusals = [
      await upload(s.app, owner, s.fx.main.id, 'a,b\n', 'guests.xlsx'),
      await upload(s.app, owner, s.fx.main.id, '', 'guests.csv'),
      await (async () => {
        const body = multipart('guests.csv', 'a,b\n', 'attachment');
        return s.app.inject({
          method: 'POST',
          url: api(INVITE_LIST_API.files(s.fx.main.id)),
          headers: { ...sessionHeaders(owner, true), ...body.headers },
          payload: body.payload,
        });
      })(),
      await s.app.inject({
        method: 'POST',
        url: api(INVITE_LIST_API.files(s.fx.main.id)),
        headers: sessionHeaders(owner, true),
        payload: { file: 'a,b' },
      }),
      await s.app.inject({
        method: 'POST',
        url: api(INVITE_LIST_API.files(s.fx.main.id)),
        headers: {
          ...sessionHeaders(owner, true),
          'content-type': 'multipart/form-data; boundary=nope',
        },
        payload:
          '--nope\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_INPUT',
        message: PEOPLE_MESSAGES.pleaseUploadCsv,
        field: 'file',
      });
    }
  });

  it('answers 413 naming the limit for a file over it', async () => {
    const owner = await ownerSession(s.app);
    const big = Buffer.alloc(PEOPLE_LIMITS.inviteCsvMaxBytes + 1, 'a');
    const response = await upload(s.app, owner, s.fx.main.id, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'HTTP_413',
      message: 'The file is larger than the 25 MB limit',
      field: 'file',
    });
    const justFits = await upload(s.app, owner, s.fx.main.id, Buffer.alloc(2 * 1024 * 1024, 'b'));
    expect(justFits.statusCode).toBe(201);
  });
});
