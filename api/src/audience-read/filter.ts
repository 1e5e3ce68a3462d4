/**
 * The audience list's filters (spec people §7): a search, roles, attendance and tickets. The role,
 * attendance and ticket filters are columns of registrations and of each kept copy of them (the
 * kept counts, a group's kept members), so one condition serves them all.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EventRole } from '@console/shared/contract';

export interface AudienceFilter {
  search?: string | undefined;
  roleTypeFilters?: readonly EventRole[] | undefined;
  isAttended?: boolean | undefined;
  ticketTypeFilter?: readonly number[] | undefined;
}

/** The columns the role, attendance and ticket filters test (registrations' or a kept copy's). */
export interface FilterColumns {
  role: PgColumn;
  isAttended: PgColumn;
  ticketTypeId: PgColumn;
}

/** The role, attendance and ticket filters on `columns` (the search is registrations' alone). */
export const filterColumnsWhere = (
  columns: FilterColumns,
  filter: AudienceFilter,
): SQL | undefined =>
  and(
    filter.roleTypeFilters?.length ? inArray(columns.role, [...filter.roleTypeFilters]) : undefined,
    filter.isAttended === undefined ? undefined : eq(columns.isAttended, filter.isAttended),
    filter.ticketTypeFilter?.length
      ? inArray(columns.ticketTypeId, [...filter.ticketTypeFilter])
      : undefined,
  );
