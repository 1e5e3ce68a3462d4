import { it } from 'node:test';
import { expect } from 'expect';
import { and, count, eq, sql } from 'drizzle-orm';
import { JOB_API, JobSchema } from '@console/shared/contract';
import { audienceGroupUsages } from '../audiences/schema';
import { audienceGroups } from '../db/schema';
import { emailOutbox } from '../email/schema';
import { jobs } from '../jobs/schema';
import { describeApi } from '../testing/suite';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login } from '../testing/http';
import {
  api,
  buildInviteFixture,
  csvOf,
  importCsv,
  newKey,
  ownerSession,
  postImport,
  uploadCsv,
} from './invite-lists-fixture';
import { invitees } from './schema';
import {
  importOutcome,
  INVITE_LIST_API,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

const row = (email: string, first = 'Ann', extra: Partial<Record<number, string>> = {}) => {
  const cells = [email, first, 'Lee', 'Engineer', 'Acme', '', 'India'];
  for (const [i, v] of Object.entries(extra)) cells[Number(i)] = v ?? '';
  return cells;
};

describeApi('invite list import job', buildInviteFixture, (s) => {
  const listInvitees = (audienceGroupId: number) =>
    s.db
      .select()
      .from(invitees)
      .where(eq(invitees.audienceGroupId, audienceGroupId))
      .orderBy(invitees.id);

  it('imports the good rows of a partly bad file, logs the others, sends the invitations', async () => {
    const owner = await ownerSession(s.app);
    const csv = csvOf([
      row('ok1@example.com', 'Olga'),
      row('not-an-email'),
      row(''),
      row('ok2@example.com', 'Omar', { 5: '+14155552671', 6: 'United States' }),
      ['', '', '', '', '', '', ''],
      row('phone@example.com', 'Pat', { 5: '12' }),
      row('land@example.com', 'Lou', { 6: 'Atlantis' }),
      ['short@example.com', 'Sam'],
      row('OK1@example.com', 'Again'),
      row('R1@test.dev', 'Registered'),
      row('=cmd|calc@example', 'Formula'),
    ]);
    const status = await importCsv(s, owner, s.fx.main.id, csv, {
      audienceInviteListName: 'Partners 2030',
      audienceInviteListDescription: 'From the CSV',
      communicationSettingIds: [s.fx.comms.invitation.id],
    });
    const [list] = await s.db
      .select()
      .from(audienceGroups)
      .where(eq(audienceGroups.name, 'Partners 2030'));
    if (!list) throw new Error('list not created');
    expect(list).toMatchObject({ type: 'INVITE_ONLY', description: 'From the CSV' });
    expect(status).toEqual({
      jobId: expect.any(Number),
      audienceGroupId: list.id,
      s3FileUrl: expect.any(String),
      jobStatus: 'COMPLETED',
      totalRecordsCount: 10,
      succeedRecordsCount: 3,
      failedRecordsCount: 7,
      notReadRecordsCount: 0,
      logUrl: `/api${INVITE_LIST_API.importLog(s.fx.main.id, status.jobId)}`,
      logNotice: null,
      error: null,
      canResume: false,
    });
    expect(importOutcome(status)?.title).toBe(PEOPLE_MESSAGES.partiallyImported);

    const added = await listInvitees(list.id);
    expect(added.map((i) => [i.email, i.invitationStatus, i.country])).toEqual([
      ['ok1@example.com', 'AWAITING_RESPONSE', 'India'],
      ['ok2@example.com', 'AWAITING_RESPONSE', 'United States'],
      ['R1@test.dev', 'REGISTERED', 'India'],
    ]);
    expect(added.every((i) => i.importJobId === status.jobId)).toBe(true);

    const log = await get(s.app, status.logUrl ?? '', owner);
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-disposition']).toBe(
      'attachment; filename="invite-import-failed-rows.csv"',
    );
    expect(log.body.trim().split('\n')).toEqual([
      'row,email,reason',
      `3,not-an-email,email: ${PEOPLE_MESSAGES.invalidEmail}`,
      `4,,email: ${PEOPLE_MESSAGES.required}`,
      `7,phone@example.com,phoneNumber: ${PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('12')}`,
      `8,land@example.com,country: ${PEOPLE_EXTRA_MESSAGES.unknownCountry}`,
      `9,short@example.com,${PEOPLE_EXTRA_MESSAGES.wrongColumnCount(2, 7)}`,
      `10,OK1@example.com,${PEOPLE_EXTRA_MESSAGES.duplicateInFile}`,
      `12,'=cmd|calc@example,email: ${PEOPLE_MESSAGES.invalidEmail}`,
    ]);

    const emails = await s.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'INVITE_LIST_INVITATION'));
    expect(emails.map((e) => [e.to, e.subject, e.body])).toEqual([
      ['ok1@example.com', 'You are invited to Main', 'Hi Olga, join us at Main.'],
      ['ok2@example.com', 'You are invited to Main', 'Hi Omar, join us at Main.'],
      ['R1@test.dev', 'You are invited to Main', 'Hi Registered, join us at Main.'],
    ]);
    expect(
      await s.db
        .select({ usedIn: audienceGroupUsages.usedIn, usedBy: audienceGroupUsages.usedBy })
        .from(audienceGroupUsages)
        .where(eq(audienceGroupUsages.audienceGroupId, list.id)),
    ).toEqual([{ usedIn: 'COMMUNICATION_SENT', usedBy: 'Invitation' }]);

    // The job is a platform job too, readable by whoever may manage invite lists.
    const inviter = await login(s.app, FIXTURE_USERS.inviter, FIXTURE_PASSWORD);
    const job = await get(s.app, api(JOB_API.job(s.fx.main.id, status.jobId)), inviter);
    expect(JobSchema.parse(job.json())).toMatchObject({
      kind: 'invite-list.import',
      status: 'COMPLETED',
      total: 10,
      processed: 10,
    });
  });

  it('fails a file whose header names no email column, or with too few rows, adding nobody', async () => {
    const owner = await ownerSession(s.app);
    const cases: [string, string][] = [
      [
        csvOf(
          [row('a@example.com')],
          ['Contact', 'lastName', 'firstName', 'role', 'company', 'phoneNumber', 'country'],
        ),
        PEOPLE_MESSAGES.csvColumnsOrder,
      ],
      [csvOf([['a@example.com', 'Ann']], ['Who', 'Name']), PEOPLE_MESSAGES.csvColumnsOrder],
      [csvOf([]), PEOPLE_MESSAGES.pleaseUploadValidCsv],
      [
        'email,firstName,lastName,role,company,phoneNumber,country',
        PEOPLE_MESSAGES.pleaseUploadValidCsv,
      ],
      [csvOf([['', '', '', '', '', '', '']]), PEOPLE_MESSAGES.pleaseUploadValidCsv],
    ];
    for (const [index, [csv, message]] of cases.entries()) {
      const status = await importCsv(s, owner, s.fx.main.id, csv, {
        audienceInviteListName: `Broken ${index}`,
      });
      expect(status).toMatchObject({
        jobStatus: 'FAILED',
        error: message,
        totalRecordsCount: 0,
        succeedRecordsCount: 0,
        failedRecordsCount: 0,
        logUrl: null,
        // A file that cannot be read stops every attempt the same way: nothing to resume.
        canResume: false,
      });
      expect(importOutcome(status)).toMatchObject({
        title: PEOPLE_MESSAGES.importFailedTitle,
        detail: PEOPLE_MESSAGES.importFailed,
      });
      expect(await listInvitees(status.audienceGroupId)).toEqual([]);
    }
  });

  it('adds nobody when the new invitees exceed the ticket seats left (INSUFFICIENT_TICKETS)', async () => {
    const owner = await ownerSession(s.app);
    const { limited } = s.fx;
    // 4 seats: one taken by a registration, one offered to an invitee still awaiting an answer.
    await s.db.execute(sql`
      update registrations set ticket_type_id = ${limited.id}::int where email = 'r5@test.dev'`);
    const held = await importCsv(s, owner, s.fx.main.id, csvOf([row('held@example.com')]), {
      audienceInviteListName: 'Ticket holders',
      ticketTypeId: limited.id,
    });
    expect(held).toMatchObject({ jobStatus: 'COMPLETED', succeedRecordsCount: 1 });

    const tooMany = csvOf([
      row('t1@example.com'),
      row('t2@example.com'),
      row('t3@example.com'),
      row('bad-row'),
    ]);
    const refused = await importCsv(s, owner, s.fx.main.id, tooMany, {
      audienceInviteListName: 'Too many',
      ticketTypeId: limited.id,
      communicationSettingIds: [s.fx.comms.invitation.id],
    });
    expect(refused).toMatchObject({
      jobStatus: 'INSUFFICIENT_TICKETS',
      error: PEOPLE_MESSAGES.importInsufficientTickets,
      totalRecordsCount: 4,
      succeedRecordsCount: 0,
      failedRecordsCount: 0,
    });
    expect(importOutcome(refused)?.detail).toBe(PEOPLE_MESSAGES.importInsufficientTickets);
    expect(await listInvitees(refused.audienceGroupId)).toEqual([]);

    // Into the list that holds one already: that row is not new, so two new ones fit.
    const fits = await importCsv(
      s,
      owner,
      s.fx.main.id,
      csvOf([row('held@example.com'), row('t1@example.com'), row('t2@example.com')]),
      { audienceGroupId: held.audienceGroupId, ticketTypeId: limited.id },
    );
    expect(fits).toMatchObject({
      jobStatus: 'COMPLETED',
      succeedRecordsCount: 2,
      failedRecordsCount: 1,
    });
    const holders = await listInvitees(held.audienceGroupId);
    expect(holders.map((i) => i.ticketTypeId)).toEqual([limited.id, limited.id, limited.id]);
    // No seat is left now.
    const none = await importCsv(s, owner, s.fx.main.id, csvOf([row('t9@example.com')]), {
      audienceInviteListName: 'No seat left',
      ticketTypeId: limited.id,
    });
    expect(none.jobStatus).toBe('INSUFFICIENT_TICKETS');
  });

  it('adds nobody twice: a re-import of the same file, and a repeated submit with one key', async () => {
    const owner = await ownerSession(s.app);
    const csv = csvOf([row('again1@example.com'), row('again2@example.com')]);
    const first = await importCsv(s, owner, s.fx.main.id, csv, {
      audienceInviteListName: 'Re-import',
      communicationSettingIds: [s.fx.comms.reminder.id],
    });
    expect(first).toMatchObject({ succeedRecordsCount: 2, failedRecordsCount: 0, logUrl: null });
    expect(importOutcome(first)?.title).toBe(PEOPLE_MESSAGES.successfullyImported);
    const second = await importCsv(s, owner, s.fx.main.id, csv, {
      audienceGroupId: first.audienceGroupId,
      communicationSettingIds: [s.fx.comms.reminder.id],
    });
    expect(second).toMatchObject({
      jobStatus: 'COMPLETED',
      totalRecordsCount: 2,
      succeedRecordsCount: 0,
      failedRecordsCount: 2,
    });
    const log = await get(s.app, second.logUrl ?? '', owner);
    expect(log.body).toContain(`2,again1@example.com,${PEOPLE_EXTRA_MESSAGES.alreadyInList}`);
    expect(await listInvitees(first.audienceGroupId)).toHaveLength(2);
    const [sent] = await s.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(sql`${emailOutbox.to} like 'again%'`);
    expect(sent?.n).toBe(2);

    const s3FileUrl = await uploadCsv(s.app, owner, s.fx.main.id, csv);
    const key = newKey();
    const submit = () =>
      postImport(s.app, owner, s.fx.main.id, {
        s3FileUrl,
        idempotencyKey: key,
        audienceInviteListName: 'Double click',
      });
    const [a, b] = [await submit(), await submit()];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    const [groups] = await s.db
      .select({ n: count() })
      .from(audienceGroups)
      .where(eq(audienceGroups.name, 'Double click'));
    expect(groups?.n).toBe(1);
    const [jobRows] = await s.db
      .select({ n: count() })
      .from(jobs)
      .where(sql`${jobs.payload} ->> 's3FileUrl' = ${s3FileUrl}::text`);
    expect(jobRows?.n).toBe(1);
  });

  it('refuses a name any group of the event has (trimmed, any case) with 409', async () => {
    const owner = await ownerSession(s.app);
    const s3FileUrl = await uploadCsv(s.app, owner, s.fx.main.id, csvOf([row('n@example.com')]));
    for (const name of ['  invite a ', 'CUSTOM A']) {
      const response = await postImport(s.app, owner, s.fx.main.id, {
        s3FileUrl,
        idempotencyKey: newKey(),
        audienceInviteListName: name,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'DUPLICATE_NAME_REQUEST',
        message: PEOPLE_MESSAGES.audienceNameExists(name.trim()),
      });
    }
    // Another event's group of that name does not count.
    const webinarUrl = await uploadCsv(s.app, owner, s.fx.second.id, csvOf([row('n@example.com')]));
    const other = await postImport(s.app, owner, s.fx.second.id, {
      s3FileUrl: webinarUrl,
      idempotencyKey: newKey(),
      audienceInviteListName: 'Invite A',
    });
    expect(other.statusCode).toBe(201);
  });

  it('answers 400, never 500, to bad references and inputs', async () => {
    const owner = await ownerSession(s.app);
    const mainUrl = await uploadCsv(s.app, owner, s.fx.main.id, csvOf([row('x@example.com')]));
    const webinarUrl = await uploadCsv(s.app, owner, s.fx.second.id, csvOf([row('x@example.com')]));
    const base = { s3FileUrl: mainUrl, audienceInviteListName: 'Valid name' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, s3FileUrl: webinarUrl }, 's3FileUrl'],
      [
        {
          ...base,
          s3FileUrl: webinarUrl.replace(`/events/${s.fx.second.id}/`, `/events/${s.fx.main.id}/`),
        },
        's3FileUrl',
      ],
      [{ ...base, s3FileUrl: 'https://s3.example.com/file.csv' }, 's3FileUrl'],
      [{ ...base, audienceGroupId: s.fx.custom.id }, 'audienceGroupId'],
      [{ ...base, audienceGroupId: s.fx.secondList.id }, 'audienceGroupId'],
      [{ ...base, ticketTypeId: s.fx.secondTicket.id }, 'ticketTypeId'],
      [
        { ...base, communicationSettingIds: [s.fx.comms.webinarInvitation.id] },
        'communicationSettingIds',
      ],
      [{ ...base, audienceInviteListName: 'x'.repeat(51) }, 'audienceInviteListName'],
      [{ ...base, audienceInviteListName: '   ' }, 'audienceInviteListName'],
      [{ ...base, audienceInviteListName: undefined }, 'audienceInviteListName'],
      [
        { ...base, audienceInviteListDescription: 'd'.repeat(401) },
        'audienceInviteListDescription',
      ],
      [{ ...base, fileExtension: 'xlsx' }, 'fileExtension'],
      [{ ...base, audienceGroupId: 2_147_483_648 }, 'audienceGroupId'],
      [{ ...base, audienceInviteListName: 'a\u0000b' }, 'audienceInviteListName'],
    ];
    for (const [body, field] of cases) {
      const response = await postImport(s.app, owner, s.fx.main.id, {
        idempotencyKey: newKey(),
        ...body,
      });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    const tooLong = await postImport(s.app, owner, s.fx.main.id, {
      ...base,
      idempotencyKey: newKey(),
      audienceInviteListName: 'x'.repeat(51),
    });
    expect(tooLong.json().message).toBe(
      `audienceInviteListName: ${PEOPLE_MESSAGES.audienceNameMax(50)}`,
    );
  });

  it("answers 404 for the status of a file never imported and for another event's log", async () => {
    const owner = await ownerSession(s.app);
    const url = await uploadCsv(s.app, owner, s.fx.main.id, csvOf([row('never@example.com')]));
    const none = await get(s.app, api(INVITE_LIST_API.importStatus(s.fx.main.id, url)), owner);
    expect(none.statusCode).toBe(404);
    const [job] = await s.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.eventId, s.fx.main.id), eq(jobs.kind, 'invite-list.import')))
      .limit(1);
    const elsewhere = await get(
      s.app,
      api(INVITE_LIST_API.importLog(s.fx.second.id, job?.id ?? 0)),
      owner,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await get(s.app, api(INVITE_LIST_API.importStatus(s.fx.main.id, 'a\u0000b')), owner))
        .statusCode,
    ).toBe(400);
  });
});
