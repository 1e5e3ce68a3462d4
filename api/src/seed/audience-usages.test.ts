import { it } from 'node:test';
import { expect } from 'expect';
import type { Db } from '../db/client';
import { audienceGroups } from '../db/schema';
import { describeApi } from '../testing/suite';
import { buildFixture, FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { get, login } from '../testing/http';
import { seedAudienceUsages } from './audience-usages';

async function prepare(db: Db) {
  const fx = await buildFixture(db);
  const groups = await db
    .insert(audienceGroups)
    .values([
      { eventId: fx.main.id, type: 'CUSTOM', name: 'VIP guests' },
      { eventId: fx.main.id, type: 'INVITE_ONLY', name: 'Press' },
    ])
    .returning();
  await seedAudienceUsages(db, fx.main.id);
  await seedAudienceUsages(db, fx.main.id);
  return { ...fx, groups };
}

describeApi('demo audience group usages', prepare, (s) => {
  it('makes the demo VIP guests group and Press invite list undeletable, idempotently', async () => {
    const owner = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const answers = await Promise.all(
      [...s.fx.groups, s.fx.custom].map(async (g) => {
        const response = await get(
          s.app,
          `/api/events/${s.fx.main.id}/audience-groups/${g.id}/can-delete`,
          owner,
        );
        const body = response.json() as { canDelete: boolean; usages: unknown[] };
        return [g.name, body.canDelete, body.usages.length];
      }),
    );
    expect(answers).toEqual([
      ['VIP guests', false, 3],
      ['Press', false, 1],
      ['Custom A', true, 0],
    ]);
  });
});
