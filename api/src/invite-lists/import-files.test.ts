/**
 * Invite lists imported from the files organizers really have (decision 0042): Excel's plain CSV
 * on Western Windows (Windows-1252), UTF-16 and UTF-8 with a byte order mark, semicolons
 * (European Excel) and tabs, reworded headers, the console's own export, and a file no encoding
 * reads, which is refused with nothing stored.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { count, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { audienceGroups } from '../db/schema';
import { describeApi } from '../testing/suite';
import { get, type TestSession } from '../testing/http';
import {
  api,
  buildInviteFixture,
  importCsv,
  newKey,
  ownerSession,
  postImport,
  upload,
  uploadCsv,
} from './invite-lists-fixture';
import { invitees, uploadedFiles } from './schema';
import { INVITE_LIST_API, PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '@console/people-contract';

const TEMPLATE_HEADER = 'email,firstName,lastName,role,company,phoneNumber,country';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Lines joined with Windows line ends, as Excel saves them. */
const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

describeApi('invite list import of real-world files', buildInviteFixture, (s) => {
  let lists = 0;
  /** Imports the bytes into a new list; answers the final status and the invitees stored. */
  const importFile = async (session: TestSession, content: Buffer | string) => {
    const status = await importCsv(s, session, s.fx.main.id, content, {
      audienceInviteListName: `Real file ${(lists += 1)}`,
    });
    const stored = await s.db
      .select({
        email: invitees.email,
        firstName: invitees.firstName,
        lastName: invitees.lastName,
        role: invitees.role,
        company: invitees.company,
        phoneNumber: invitees.phoneNumber,
        country: invitees.country,
      })
      .from(invitees)
      .where(eq(invitees.audienceGroupId, status.audienceGroupId))
      .orderBy(invitees.id);
    return { status, stored };
  };

  const zoe = {
    email: 'zoe@example.com',
    firstName: 'Zoë',
    lastName: 'Müller',
    role: '',
    company: '',
    phoneNumber: '',
    country: 'Germany',
  };

  it('reads a Windows-1252 file (Excel "CSV" on Western Windows): Zoë Müller, O’Brien, €', async () => {
    const owner = await ownerSession(s.app);
    const text = lines(
      TEMPLATE_HEADER,
      'zoe@example.com,Zoë,Müller,,,,Germany',
      'sean@example.com,Seán,O’Brien,Speaker,Café € Co,,Ireland',
    );
    const content = iconv.encode(text, 'windows-1252');
    // Not UTF-8: read as UTF-8 it would be "Zo? M?ller".
    expect(content.includes(Buffer.from('ë'))).toBe(false);
    const { status, stored } = await importFile(owner, content);
    expect(status).toMatchObject({ jobStatus: 'COMPLETED', succeedRecordsCount: 2 });
    expect(stored).toEqual([
      zoe,
      {
        email: 'sean@example.com',
        firstName: 'Seán',
        lastName: 'O’Brien',
        role: 'Speaker',
        company: 'Café € Co',
        phoneNumber: '',
        country: 'Ireland',
      },
    ]);
  });

  it('reads UTF-16 LE and UTF-8 files with a byte order mark (Excel "Unicode text", "CSV UTF-8")', async () => {
    const owner = await ownerSession(s.app);
    const text = lines(
      TEMPLATE_HEADER,
      'zoe@example.com,Zoë,Müller,,,,DE',
      'li@example.com,李,王,,,,',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const li = { ...zoe, email: 'li@example.com', firstName: '李', lastName: '王', country: '' };
    expect((await importFile(owner, utf16)).stored).toEqual([zoe, li]);
    const utf8 = Buffer.concat([BOM, Buffer.from(text)]);
    expect((await importFile(owner, utf8)).stored).toEqual([zoe, li]);
  });

  it('reads semicolon-separated (European Excel) and tab-separated files', async () => {
    const owner = await ownerSession(s.app);
    const semicolons = iconv.encode(
      lines(
        'email;firstName;lastName;role;company;phoneNumber;country',
        'zoe@example.com;Zoë;Müller;;;;Germany',
        'olaf@example.com;Olaf;Berg;;Berg, Sohn & Co;030 1234567;DE',
      ),
      'windows-1252',
    );
    const olaf = {
      ...zoe,
      email: 'olaf@example.com',
      firstName: 'Olaf',
      lastName: 'Berg',
      company: 'Berg, Sohn & Co',
      phoneNumber: '+49301234567',
    };
    expect((await importFile(owner, semicolons)).stored).toEqual([zoe, olaf]);
    const tabs = lines(
      TEMPLATE_HEADER.replaceAll(',', '\t'),
      'zoe@example.com\tZoë\tMüller\t\t\t\tGermany',
    );
    expect((await importFile(owner, tabs)).stored).toEqual([zoe]);
  });

  it('maps reworded headers ("First Name", "E-mail", "Mobile"...) and stores phones in E.164', async () => {
    const owner = await ownerSession(s.app);
    const text = lines(
      'First Name,Last Name,E-mail,Job title,Organisation,Mobile,Country/Region,Notes',
      'Ada,Lovelace,ada@example.com,Speaker,Analytical,(415) 555-2671,United States,VIP',
      'Grace,Hopper,grace@example.com,,,+86 10 1234 5678,,',
      'Bad,Phone,bad@example.com,,,12345,,',
    );
    const { status, stored } = await importFile(owner, text);
    expect(status).toMatchObject({ succeedRecordsCount: 2, failedRecordsCount: 1 });
    expect(stored).toEqual([
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'Speaker',
        company: 'Analytical',
        phoneNumber: '+14155552671',
        country: 'United States',
      },
      {
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        role: '',
        company: '',
        phoneNumber: '+861012345678',
        country: '',
      },
    ]);
    // The unparseable phone is a row error naming the row and the value.
    const log = await get(s.app, status.logUrl ?? '', owner);
    expect(log.body.trim().split('\n').slice(1)).toEqual([
      `4,bad@example.com,phoneNumber: ${PEOPLE_MESSAGES.invalidPhone} “12345”`,
    ]);
  });

  it("imports the console's own invite-list.csv export back: the round trip", async () => {
    const owner = await ownerSession(s.app);
    const original = lines(
      TEMPLATE_HEADER,
      'zoe@example.com,Zoë,Müller,Speaker,"Acme, Inc",+14155552671,Germany',
      'li@example.com,李,王,,,+86 10 1234 5678,China',
      'oleg@example.com,Олег,Петров,,,,',
    );
    const first = await importFile(owner, original);
    expect(first.stored).toHaveLength(3);
    const exported = await get(
      s.app,
      api(INVITE_LIST_API.csv(s.fx.main.id, first.status.audienceGroupId)),
      owner,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 3)).toEqual(BOM);
    // Its phone numbers are not turned into text by the formula guard.
    expect(exported.body).toContain(',+14155552671,');
    const again = await importFile(owner, exported.rawPayload);
    expect(again.status).toMatchObject({ succeedRecordsCount: 3, failedRecordsCount: 0 });
    const byEmail = (rows: typeof first.stored) =>
      [...rows].sort((a, b) => a.email.localeCompare(b.email));
    expect(byEmail(again.stored)).toEqual(byEmail(first.stored));
  });

  it('imports with the column mapping the drawer sends, and refuses one that does not fit', async () => {
    const owner = await ownerSession(s.app);
    const content = lines('Contact,Who,Phone', 'ada@example.com,Ada,+1 415 555 2671');
    const mapped = await importCsv(s, owner, s.fx.main.id, content, {
      audienceInviteListName: 'Mapped by hand',
      columnMapping: ['email', 'firstName', 'phoneNumber'],
    });
    expect(mapped).toMatchObject({ jobStatus: 'COMPLETED', succeedRecordsCount: 1 });
    // Without the mapping, no label names email: the spec's header message.
    const unmapped = await importFile(owner, content);
    expect(unmapped.status).toMatchObject({
      jobStatus: 'FAILED',
      error: PEOPLE_MESSAGES.csvColumnsOrder,
    });
    expect(unmapped.stored).toEqual([]);

    const s3FileUrl = await uploadCsv(s.app, owner, s.fx.main.id, content);
    const refusals: [Record<string, unknown>['columnMapping'], string][] = [
      [['email', 'firstName'], PEOPLE_EXTRA_MESSAGES.mappingDoesNotFitHeader(2, 3)],
      [[null, 'firstName', 'phoneNumber'], PEOPLE_EXTRA_MESSAGES.emailColumnRequired],
      [['email', 'email', null], PEOPLE_EXTRA_MESSAGES.columnChosenTwice('email')],
      [['email', 'notes', null], ''],
    ];
    for (const [columnMapping, message] of refusals) {
      const body: Record<string, unknown> = { s3FileUrl, columnMapping };
      const response = await postImport(s.app, owner, s.fx.main.id, {
        idempotencyKey: newKey(),
        audienceInviteListName: 'Refused mapping',
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_INPUT',
        field: message ? 'columnMapping' : 'columnMapping.1',
      });
      if (message) expect(response.json().message).toBe(`columnMapping: ${message}`);
    }
    const [refusedList] = await s.db
      .select({ n: count() })
      .from(audienceGroups)
      .where(eq(audienceGroups.name, 'Refused mapping'));
    expect(refusedList?.n).toBe(0);
  });

  it('refuses a file no encoding reads, saying so, and stores nothing', async () => {
    const owner = await ownerSession(s.app);
    const filesBefore = await s.db.select({ n: count() }).from(uploadedFiles);
    const broken = [
      // Saved after an earlier bad conversion: the names hold replacement characters.
      Buffer.from(lines(TEMPLATE_HEADER, 'zoe@example.com,Zo\uFFFD,M\uFFFDller,,,,')),
      // UTF-16 LE cut in the middle of a character.
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('email\r\na', 'utf16le'),
        Buffer.from([0x62]),
      ]),
      // UTF-16 without its byte order mark: NUL bytes between the letters.
      Buffer.from(lines(TEMPLATE_HEADER, 'a@b.co,,,,,,'), 'utf16le'),
    ];
    for (const content of broken) {
      const response = await upload(s.app, owner, s.fx.main.id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_INPUT',
        message: PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable,
        field: 'file',
      });
    }
    expect(await s.db.select({ n: count() }).from(uploadedFiles)).toEqual(filesBefore);
  });

  it('sends an uploaded file back as UTF-8 with a byte order mark, whatever it was uploaded in', async () => {
    const owner = await ownerSession(s.app);
    const text = lines(TEMPLATE_HEADER, 'zoe@example.com,Zoë,Müller,,,,');
    const s3FileUrl = await uploadCsv(
      s.app,
      owner,
      s.fx.main.id,
      iconv.encode(text, 'windows-1252'),
    );
    const download = await get(s.app, s3FileUrl, owner);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.rawPayload).toEqual(Buffer.concat([BOM, Buffer.from(text)]));
  });
});
