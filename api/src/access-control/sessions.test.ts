import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import {
  ACCESS_API,
  ACCESS_MESSAGES,
  AccessImpactSchema,
  SessionAccessListSchema,
  type AccessSection,
  type SessionAccessList,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import { activityLog } from '../activity-log/schema';
import { describeApi } from '../testing/suite';
import { ACMOD_EMAIL, buildAccessFixture } from './access-control-fixture';
import { accessClient } from './access-test-client';
import { expectEntryFigures, expectPreviewOf, latestEntry } from './impact-testing';
import { accessSessionMappings } from './schema';

describeApi('session access', buildAccessFixture, (s) => {
  const c = accessClient(s);
  const main = () => s.fx.main.id;
  const list = async (groupId: number, section: AccessSection): Promise<SessionAccessList> => {
    const response = await c.read(`${ACCESS_API.sessions(main(), groupId)}?section=${section}`);
    expect(response.statusCode).toBe(200);
    return SessionAccessListSchema.parse(response.json());
  };
  const statuses = (l: SessionAccessList) => l.sessions.map((row) => row.grantStatus);
  const update = (groupId: number, body: UpdateSessionAccessRequest, email?: string) =>
    c.put(ACCESS_API.sessions(main(), groupId), body, email);

  it('lists every session of the event with a base group’s GRANT / NO_GRANT', async () => {
    const attendees = await c.group('Attendees');
    const l = await list(attendees.groupId, 'base');
    expect(l.group).toEqual(attendees);
    expect(l.sessions.map((row) => row.title)).toEqual([
      'Opening keynote',
      'Second day talk',
      'Hands-on lab',
      'Closing panel',
    ]);
    expect(l.sessions[2]).toMatchObject({
      stageName: 'Side Stage',
      format: 'IN_PERSON',
      tags: [{ name: 'Workshop' }, { name: 'Beginner' }],
      grantStatus: 'NO_GRANT',
      isAccessGroupAddedInSegment: false,
      showInGrant: false,
      showInRevoke: false,
    });
    expect(statuses(l)).toEqual(['NO_GRANT', 'NO_GRANT', 'NO_GRANT', 'NO_GRANT']);
  });

  it('stores a base group’s session access', async () => {
    const attendees = await c.group('Attendees');
    const response = await update(attendees.groupId, {
      section: 'base',
      changes: [
        { id: s.fx.sessions.s1.id, grantStatus: 'GRANT' },
        { id: s.fx.sessions.s3.id, grantStatus: 'GRANT' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(statuses(SessionAccessListSchema.parse(response.json()))).toEqual([
      'GRANT',
      'NO_GRANT',
      'GRANT',
      'NO_GRANT',
    ]);
    const back = await update(attendees.groupId, {
      section: 'base',
      changes: [{ id: s.fx.sessions.s3.id, grantStatus: 'NO_GRANT' }],
    });
    expect(statuses(SessionAccessListSchema.parse(back.json()))).toEqual([
      'GRANT',
      'NO_GRANT',
      'NO_GRANT',
      'NO_GRANT',
    ]);
  });

  it('shows a derived group’s grant section: GRANT or REVOKED, offered where the base does not grant', async () => {
    const t1 = await c.group('T1');
    const l = await list(t1.groupId, 'grant');
    expect(
      l.sessions.map((r) => [
        r.grantStatus,
        r.showInGrant,
        r.showInRevoke,
        r.isAccessGroupAddedInSegment,
      ]),
    ).toEqual([
      ['GRANT', false, true, false],
      ['REVOKED', true, false, false],
      ['REVOKED', true, false, false],
      ['GRANT', true, false, true],
    ]);
  });

  it('grant section: GRANT stores, REVOKED clears; a session its base grants is refused', async () => {
    const t1 = await c.group('T1');
    const granted = await update(t1.groupId, {
      section: 'grant',
      changes: [{ id: s.fx.sessions.s2.id, grantStatus: 'GRANT' }],
    });
    expect(statuses(SessionAccessListSchema.parse(granted.json()))).toEqual([
      'GRANT',
      'GRANT',
      'REVOKED',
      'GRANT',
    ]);
    const cleared = await update(t1.groupId, {
      section: 'grant',
      changes: [{ id: s.fx.sessions.s2.id, grantStatus: 'REVOKED' }],
    });
    expect(statuses(SessionAccessListSchema.parse(cleared.json()))).toEqual([
      'GRANT',
      'REVOKED',
      'REVOKED',
      'GRANT',
    ]);
    const refused = await update(t1.groupId, {
      section: 'grant',
      changes: [
        { id: s.fx.sessions.s2.id, grantStatus: 'GRANT' },
        { id: s.fx.sessions.s1.id, grantStatus: 'REVOKED' },
      ],
    });
    expect([refused.statusCode, refused.json().field]).toEqual([400, 'changes.1.id']);
    expect(statuses(await list(t1.groupId, 'grant'))[1]).toBe('REVOKED');
  });

  it('revoked section: REVOKED stores, GRANT clears', async () => {
    const t1 = await c.group('T1');
    const revoked = await update(t1.groupId, {
      section: 'revoked',
      changes: [{ id: s.fx.sessions.s1.id, grantStatus: 'REVOKED' }],
    });
    const l = SessionAccessListSchema.parse(revoked.json());
    expect(l.sessions[0]).toMatchObject({ grantStatus: 'REVOKED', showInRevoke: true });
    const back = await update(t1.groupId, {
      section: 'revoked',
      changes: [{ id: s.fx.sessions.s1.id, grantStatus: 'GRANT' }],
    });
    expect(SessionAccessListSchema.parse(back.json()).sessions[0]?.grantStatus).toBe('GRANT');
  });

  it('refuses a session added through Add to sessions with the spec’s tooltip', async () => {
    const t1 = await c.group('T1');
    const response = await update(t1.groupId, {
      section: 'grant',
      changes: [{ id: s.fx.sessions.s4.id, grantStatus: 'REVOKED' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ERROR_CODES.invalidInput,
      field: 'changes.0.id',
      message: `changes.0.id: ${ACCESS_MESSAGES.sessionAlreadyMapped}`,
    });
  });

  it('refuses another event’s session, a wrong section and a bad section query', async () => {
    const t1 = await c.group('T1');
    const foreign = await update(t1.groupId, {
      section: 'grant',
      changes: [{ id: s.fx.otherSession.id, grantStatus: 'GRANT' }],
    });
    expect([foreign.statusCode, foreign.json().field]).toEqual([400, 'changes.0.id']);
    const base = await update(t1.groupId, {
      section: 'base',
      changes: [{ id: s.fx.sessions.s1.id, grantStatus: 'GRANT' }],
    });
    expect([base.statusCode, base.json().field]).toEqual([400, 'section']);
    const attendees = await c.group('Attendees');
    const revokedOfBase = await c.read(
      `${ACCESS_API.sessions(main(), attendees.groupId)}?section=revoked`,
    );
    expect([revokedOfBase.statusCode, revokedOfBase.json().field]).toEqual([400, 'section']);
    const bad = await c.read(`${ACCESS_API.sessions(main(), attendees.groupId)}?section=all`);
    expect(bad.statusCode).toBe(400);
    const foreignGroup = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    expect(
      (await c.read(`${ACCESS_API.sessions(main(), foreignGroup)}?section=base`)).statusCode,
    ).toBe(404);
  });

  it('refuses writes on a read-only event view', async () => {
    const attendees = await c.group('Attendees');
    const response = await update(
      attendees.groupId,
      { section: 'base', changes: [{ id: s.fx.sessions.s2.id, grantStatus: 'GRANT' }] },
      ACMOD_EMAIL,
    );
    expect([response.statusCode, response.json().code]).toEqual([403, ERROR_CODES.readOnly]);
  });

  // Issue #46: the session preview is the explainer's session difference before and after the save.
  const previewOf = (groupId: number, body: UpdateSessionAccessRequest, email?: string) =>
    c.post(ACCESS_API.sessionImpactPreview(main(), groupId), body, email);
  const storedRows = () =>
    s.db
      .select()
      .from(accessSessionMappings)
      .orderBy(accessSessionMappings.accessGroupId, accessSessionMappings.segmentId);

  // A gain, then its undoing: a loss for the same registrants.
  for (const [kind, grantStatus] of [
    ['gain', 'GRANT'],
    ['lose', 'NO_GRANT'],
  ] as const) {
    it(`previews a base group's session change (${kind}) as the explainer's difference once saved, writing nothing`, async () => {
      const attendees = await c.group('Attendees');
      const request: UpdateSessionAccessRequest = {
        section: 'base',
        changes: [{ id: s.fx.sessions.s3.id, grantStatus }],
      };
      const was = await c.grants();
      const rowsBefore = await storedRows();
      const entriesBefore = await s.db.$count(activityLog);
      const response = await previewOf(attendees.groupId, request);
      expect(response.statusCode).toBe(200);
      const preview = AccessImpactSchema.parse(response.json());
      expect(await storedRows()).toEqual(rowsBefore);
      expect(await s.db.$count(activityLog)).toBe(entriesBefore);

      expect((await update(attendees.groupId, request)).statusCode).toBe(200);
      const { sessions, recorded } = expectPreviewOf(preview, was, await c.grants());
      expect(sessions.expected.get(s.fx.sessions.s3.id)?.[kind].length).toBeGreaterThan(0);
      expect(preview.features).toEqual([]);
      expect(preview.days).toEqual([]);
      for (const x of preview.sessions) expect(x.title).toBe('Hands-on lab');

      // The save recorded the same figures.
      const entry = await latestEntry(s.db, main());
      expect(entry?.action).toBe('access.sessions.changed');
      expectEntryFigures(entry, preview.affected, recorded);
    });
  }

  it('refuses a session preview like the save, and a read-only user', async () => {
    const t1 = await c.group('T1');
    for (const body of [
      { section: 'grant', changes: [{ id: s.fx.otherSession.id, grantStatus: 'GRANT' }] },
      { section: 'grant', changes: [{ id: s.fx.sessions.s4.id, grantStatus: 'REVOKED' }] },
      { section: 'base', changes: [{ id: s.fx.sessions.s1.id, grantStatus: 'GRANT' }] },
    ] as const satisfies readonly UpdateSessionAccessRequest[]) {
      const request = { section: body.section, changes: [...body.changes] };
      const preview = await previewOf(t1.groupId, request);
      const save = await update(t1.groupId, request);
      expect(preview.statusCode).toBe(400);
      expect(preview.json()).toEqual(save.json());
    }
    const bad = await c.post(ACCESS_API.sessionImpactPreview(main(), t1.groupId), {
      section: 'all',
      changes: [],
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, ERROR_CODES.invalidInput]);
    const change: UpdateSessionAccessRequest = {
      section: 'grant',
      changes: [{ id: s.fx.sessions.s2.id, grantStatus: 'GRANT' }],
    };
    const readOnly = await previewOf(t1.groupId, change, ACMOD_EMAIL);
    expect([readOnly.statusCode, readOnly.json().code]).toEqual([403, ERROR_CODES.readOnly]);
    const foreign = (await c.groups(s.fx.other.id))[0]?.groupId ?? -1;
    expect((await previewOf(foreign, change)).statusCode).toBe(404);
  });
});
