import { it } from 'node:test';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import {
  ACCESS_API,
  ACCESS_MESSAGES,
  SessionAccessListSchema,
  type AccessSection,
  type SessionAccessList,
  type UpdateSessionAccessRequest,
} from '@console/access-control-contract';
import { describeApi } from '../testing/suite';
import { ACMOD_EMAIL, buildAccessFixture } from './access-control-fixture';
import { accessClient } from './access-test-client';

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
});
