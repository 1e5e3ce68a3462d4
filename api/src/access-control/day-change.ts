/**
 * A group's day access change, checked and planned without writing: the save stores the plan
 * (mapping-writes.ts) and the impact preview resolves it in memory (impact.ts), so the two refuse
 * the same days with the same messages and agree on what the change stores.
 */
import type {
  AccessSetup,
  GrantStatus,
  UpdateDayAccessRequest,
} from '@console/access-control-contract';
import { badField } from '../http/errors';

/** The status to store per day (the last one given for a day wins); a non-event day is a 400. */
export function planDayChange(
  setup: AccessSetup,
  body: UpdateDayAccessRequest,
): Map<string, GrantStatus> {
  const days = new Set(setup.days);
  const wanted = new Map<string, GrantStatus>();
  body.days.forEach((day, i) => {
    if (!days.has(day.dayAccessDate))
      throw badField(`days.${i}.dayAccessDate`, `${day.dayAccessDate} is not a day of this event`);
    wanted.set(day.dayAccessDate, day.grantStatus);
  });
  return wanted;
}

/** The setup as it would be with the plan stored: the group's day rows changed in memory. */
export function withDayChange(
  setup: AccessSetup,
  groupId: number,
  plan: ReadonlyMap<string, GrantStatus>,
): AccessSetup {
  return {
    ...setup,
    groups: setup.groups.map((g) =>
      g.groupId === groupId ? { ...g, days: new Map([...g.days, ...plan]) } : g,
    ),
  };
}
