/**
 * The effective-access explainer and the current user's access (spec people §7 "view the current
 * user's mapped groups and day mappings"): both find the person's groups and ask the one
 * resolver of the contract, so the two answers cannot disagree.
 */
import type { EventType } from '@console/shared/contract';
import {
  createResolver,
  type EffectiveAccess,
  type MyAccess,
  type ResolverSession,
} from '@console/access-control-contract';
import type { Db } from '../db/client';
import { ensureAccessGroups, listAccessGroups, toAccessGroup } from './groups';
import { findPersonByEmail, loadPerson, memberGroupIds, type Person } from './people';
import { eventSessions, loadSetup, type SetupEvent } from './setup';

type ExplainEvent = SetupEvent & { type: EventType };

async function resolvePerson(
  db: Db,
  event: ExplainEvent,
  person: Person,
  sessions: readonly ResolverSession[],
) {
  await ensureAccessGroups(db, event);
  const all = await listAccessGroups(db, event.id);
  const ids = await memberGroupIds(db, event, person, all);
  const groups = ids.flatMap((id) => all.filter((g) => g.id === id));
  const setup = await loadSetup(db, event, groups, all, sessions);
  return { groups, access: createResolver(setup).resolve(ids) };
}

export async function explainRegistration(
  db: Db,
  event: ExplainEvent,
  registrationId: number,
): Promise<EffectiveAccess> {
  const person = await loadPerson(db, event.id, registrationId);
  const { groups, access } = await resolvePerson(db, event, person, await eventSessions(db, event));
  return {
    registrationId: person.registrationId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    groups: groups.map(toAccessGroup),
    features: access.features.map(({ id, title, parentId, decision }) => ({
      id,
      title,
      parentId,
      decision,
    })),
    days: access.days,
    sessions: access.sessions,
  };
}

export async function myAccess(db: Db, event: ExplainEvent, email: string): Promise<MyAccess> {
  const person = await findPersonByEmail(db, event.id, email);
  if (!person) return { groups: [], days: [] };
  const { groups, access } = await resolvePerson(db, event, person, []);
  return {
    groups: groups.map(toAccessGroup),
    days: access.days.map((day) => ({
      dayAccessDate: day.dayAccessDate,
      grantStatus: day.decision.outcome === 'GRANT' ? 'GRANT' : 'NO_GRANT',
    })),
  };
}
