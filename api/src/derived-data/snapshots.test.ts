/**
 * The audience snapshots and generation verified and repaired. Kept cells and members at the
 * event's current generation are compared with the group's audience now: a changed or bogus cell,
 * a kept member deleted or one added that is no member, are found exactly; the repair deletes the
 * snapshot, and the endpoints reading it answer from a count again, the true figure. A generation
 * set back behind what was kept is found and moved past it, after which a read keeps a count again.
 */
import { before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'expect';
import {
  AUDIENCE_API,
  AUDIENCE_LIST_API,
  AudienceListResponseSchema,
  AudienceMemberPageSchema,
} from '@console/people-contract';
import { keepStaleGroups } from '../audience-read/member-snapshots-fixture';
import { audienceCellCounts, audienceKeptMembers } from '../audiences/schema';
import type { AudienceCell } from '../audiences/schema';
import { readKeptCounts } from '../audience-read/custom-group-counts';
import { audienceGenerations } from '../custom-groups/schema';
import { queryRows } from '../db/client';
import type { TestSession } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import type { DerivedValues } from './difference';
import { demoEventId, expectFoundAndRepaired, organizer, read } from './derived-data-fixture';
import { verifyEvent } from './repair';

describeApi(
  'audience snapshots verified and repaired',
  nothingToPrepare,
  (s) => {
    let session: TestSession;
    let eventId = 0;
    /** The demo event's custom group with the most members. */
    let groupId = 0;
    before(async () => {
      session = await organizer(s.app);
      eventId = await demoEventId(s.db);
      await keepStaleGroups(s.db);
      const [biggest] = await queryRows<{ id: number }>(
        s.db,
        sql`select g.id from audience_groups g join audience_kept_members k on k.audience_group_id = g.id
          where g.event_id = ${eventId}::int and g.type = 'CUSTOM'
          group by g.id order by count(*) desc, g.id limit 1`,
      );
      if (!biggest) throw new Error('no custom group kept in the demo');
      groupId = biggest.id;
    });

    const groupCount = async () =>
      (
        await read(s.app, session, AUDIENCE_API.groups(eventId), AudienceListResponseSchema)
      ).customGroupList.find((g) => g.audienceGroupId === groupId)?.noOfAudiences;
    const firstPage = async () =>
      (
        await read(
          s.app,
          session,
          AUDIENCE_LIST_API.members(eventId, groupId),
          AudienceMemberPageSchema,
        )
      ).items.map((item) => item.registrationId);
    const snapshotRows = async () => ({
      cells: await s.db
        .select({ id: audienceCellCounts.audienceGroupId })
        .from(audienceCellCounts)
        .where(eq(audienceCellCounts.audienceGroupId, groupId)),
      members: await s.db
        .select({ id: audienceKeptMembers.registrationId })
        .from(audienceKeptMembers)
        .where(eq(audienceKeptMembers.audienceGroupId, groupId)),
    });

    it('finds nothing in what the recount chore kept', async () => {
      expect((await snapshotRows()).members.length).toBeGreaterThan(20);
      expect(await verifyEvent(s.db, eventId)).toEqual([]);
    });

    it('audience_cell_counts: a changed cell and a bogus one are found, the snapshot deleted, the count true again', async () => {
      const truth = await groupCount();
      const [kept] = await s.db
        .select({ cells: audienceCellCounts.cells })
        .from(audienceCellCounts)
        .where(eq(audienceCellCounts.audienceGroupId, groupId));
      const [first, ...rest] = kept?.cells ?? [];
      if (!first || truth === undefined) throw new Error('the group has no kept cells');
      const bogus: AudienceCell = {
        role: 'MODERATOR',
        ticketTypeId: 999_999,
        isAttended: true,
        registrants: 2,
      };
      await s.db
        .update(audienceCellCounts)
        .set({ cells: [{ ...first, registrants: first.registrants + 1 }, ...rest, bogus] })
        .where(eq(audienceCellCounts.audienceGroupId, groupId));
      expect(await groupCount()).toBe(truth + 3);

      const cellKey = (cell: AudienceCell) => ({
        audience_group_id: groupId,
        role: cell.role,
        ticket_type_id: cell.ticketTypeId,
        is_attended: cell.isAttended,
      });
      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'audience_cell_counts',
          key: cellKey(first),
          stored: { registrants: first.registrants + 1 },
          recounted: { registrants: first.registrants },
        },
        {
          table: 'audience_cell_counts',
          key: cellKey(bogus),
          stored: { registrants: 2 },
          recounted: null,
        },
      ]);
      expect(await snapshotRows()).toEqual({ cells: [], members: [] });
      expect(await groupCount()).toBe(truth);
    });

    it('audience_kept_members: a member deleted and a bogus one are found, the snapshot deleted, the page true again', async () => {
      await keepStaleGroups(s.db);
      const truth = await firstPage();
      const k = audienceKeptMembers;
      const keptColumns = sql`jsonb_build_object('registration_created_at', registration_created_at,
        'role', role, 'ticket_type_id', ticket_type_id, 'is_attended', is_attended)`;
      const [newest] = await queryRows<{ registration_id: number; columns: DerivedValues }>(
        s.db,
        sql`select registration_id, ${keptColumns} as columns from audience_kept_members
          where audience_group_id = ${groupId}::int
          order by registration_created_at desc, registration_id desc limit 1`,
      );
      // A completed registrant of the event who is in no kept group: no member of this one.
      const [outsider] = await queryRows<{ id: number; columns: DerivedValues }>(
        s.db,
        sql`select r.id, jsonb_build_object('registration_created_at', r.created_at, 'role', r.role,
            'ticket_type_id', r.ticket_type_id, 'is_attended', r.is_attended) as columns
          from registrations r
          where r.event_id = ${eventId}::int and r.status = 'REGISTERED'
            and not exists (select 1 from audience_kept_members m where m.registration_id = r.id)
          order by r.id limit 1`,
      );
      if (!newest || !outsider) throw new Error('no kept member or outsider in the demo');
      expect(truth).toContain(newest.registration_id);
      await s.db
        .delete(k)
        .where(and(eq(k.audienceGroupId, groupId), eq(k.registrationId, newest.registration_id)));
      await s.db.execute(
        sql`insert into audience_kept_members (audience_group_id, registration_id,
            registration_created_at, role, ticket_type_id, is_attended)
          select ${groupId}::int, id, created_at, role, ticket_type_id, is_attended
          from registrations where id = ${outsider.id}::int`,
      );
      expect(await firstPage()).not.toContain(newest.registration_id);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'audience_kept_members',
          key: { audience_group_id: groupId, registration_id: newest.registration_id },
          stored: null,
          recounted: newest.columns,
        },
        {
          table: 'audience_kept_members',
          key: { audience_group_id: groupId, registration_id: outsider.id },
          stored: outsider.columns,
          recounted: null,
        },
      ]);
      expect(await snapshotRows()).toEqual({ cells: [], members: [] });
      expect(await firstPage()).toEqual(truth);
    });

    it('audience_generations: a generation set back behind what was kept is found and moved past it', async () => {
      await groupCount();
      const fresh = async () =>
        (await readKeptCounts(s.db, eventId, groupId)).every((kept) => kept.isFresh);
      expect(await fresh()).toBe(true);
      const [newest] = await queryRows<{ generation: string | number }>(
        s.db,
        sql`select max(greatest(counted_generation, coalesce(members_generation, 0))) as generation
          from audience_cell_counts where event_id = ${eventId}::int`,
      );
      const kept = Number(newest?.generation);
      // Nothing was kept at generation 1: setting the event back to it leaves every snapshot stale.
      const [atOne] = await queryRows<{ n: number }>(
        s.db,
        sql`select count(*)::int as n from audience_cell_counts
          where event_id = ${eventId}::int and counted_generation = 1`,
      );
      expect(atOne?.n).toBe(0);
      await s.db
        .update(audienceGenerations)
        .set({ generation: 1 })
        .where(eq(audienceGenerations.eventId, eventId));
      const truth = await groupCount();
      // Counted now, but the newer cells refuse to be overwritten: the group is never kept fresh.
      expect(await fresh()).toBe(false);

      await expectFoundAndRepaired(s.db, eventId, [
        {
          table: 'audience_generations',
          key: { event_id: eventId },
          stored: { generation: 1 },
          recounted: { generation: kept + 1 },
        },
      ]);
      expect(await groupCount()).toBe(truth);
      expect(await fresh()).toBe(true);
    });
  },
  { template: 'demo' },
);
