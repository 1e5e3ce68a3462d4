/**
 * The registration form and registrant suites' data: the custom groups fixture (main event with
 * a form of seven fields answered by r1..r6, flows F1 and F2, tickets T1..T3 of 100 each), plus a
 * form editor (REGISTRATION_FORM_WRITE only) and a flow editor (REGISTRATION_FLOWS_WRITE only) on
 * the main event, and a client that logs each user in once.
 */
import { expect } from 'expect';
import type { Permission } from '@console/shared/contract';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { eventRoles, users } from '../db/schema';
import { buildCustomGroupsFixture } from '../custom-groups/custom-groups-fixture';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login, sessionHeaders, type TestSession } from '../testing/http';
import type { ApiSuite } from '../testing/suite';
import {
  FormFieldSchema,
  REGISTRATION_FORM_API,
  type CreateFormFieldRequest,
  type FormField,
} from '@console/registration-contract';

export const FORM_EDITOR = 'form-editor@test.dev';
export const FLOW_EDITOR = 'flow-editor@test.dev';

export async function buildFormFixture(db: Db) {
  const fx = await buildCustomGroupsFixture(db);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const editors: [string, Permission][] = [
    [FORM_EDITOR, 'REGISTRATION_FORM_WRITE'],
    [FLOW_EDITOR, 'REGISTRATION_FLOWS_WRITE'],
  ];
  for (const [email, permission] of editors) {
    const [user] = await db
      .insert(users)
      .values({
        organizationId: fx.org.id,
        email,
        firstName: 'Form',
        lastName: email,
        passwordHash,
      })
      .returning();
    if (!user) throw new Error('editor missing');
    await db.insert(eventRoles).values({
      eventId: fx.main.id,
      userId: user.id,
      role: 'ORGANIZER',
      permissions: [permission],
    });
  }
  return fx;
}

export type FormFixture = Awaited<ReturnType<typeof buildFormFixture>>;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function formClient(s: ApiSuite<FormFixture>) {
  const sessions = new Map<string, TestSession>();
  const as = async (email: string) => {
    const known = sessions.get(email);
    if (known) return known;
    const session = await login(s.app, email, FIXTURE_PASSWORD);
    sessions.set(email, session);
    return session;
  };
  const read = async (path: string, email: string = FIXTURE_USERS.owner) =>
    get(s.app, `/api${path}`, await as(email));
  const send = async (
    method: Method,
    path: string,
    payload?: object,
    email: string = FIXTURE_USERS.owner,
  ) =>
    s.app.inject({
      method,
      url: `/api${path}`,
      headers: sessionHeaders(await as(email), true),
      ...(payload === undefined ? {} : { payload }),
    });
  /** Adds a field to the main event (201 expected). */
  const addField = async (field: CreateFormFieldRequest, email?: string): Promise<FormField> => {
    const response = await send('POST', REGISTRATION_FORM_API.fields(s.fx.main.id), field, email);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 201 });
    return FormFieldSchema.parse(response.json());
  };
  return { as, read, send, addField };
}
