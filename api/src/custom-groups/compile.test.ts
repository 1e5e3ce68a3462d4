import { it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { expect } from 'expect';
import { ERROR_CODES } from '@console/shared/contract';
import { registrations } from '../db/schema';
import { ApiError } from '../http/errors';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../testing/fixture';
import { login, sessionHeaders } from '../testing/http';
import { describeApi } from '../testing/suite';
import {
  CONDITION_VALUE_ERRORS,
  CUSTOM_GROUP_API,
  type FilterCondition,
  type FilterEntry,
  type FilterSet,
} from '@console/people-contract';
import { COMPILE_ERRORS, compileFilterSet } from './compile';
import { buildCustomGroupsFixture, WEIRD_FIELD_NAME } from './custom-groups-fixture';
import { loadFilterContext, type FilterContext } from './filter-fields';

describeApi('custom group filter compiler', buildCustomGroupsFixture, (s) => {
  let context: FilterContext | null = null;
  const contextOf = async () => (context ??= await loadFilterContext(s.db, s.fx.main));

  /** A condition on a field of the allowlist, its definition copied as the panel does. */
  const on = async (
    filterFieldId: string,
    operator: FilterCondition['operator'],
    compareValue: FilterCondition['compareValue'] = null,
    extra: Partial<FilterCondition> = {},
  ): Promise<FilterCondition> => {
    const field = (await contextOf()).fields.get(filterFieldId);
    if (!field) throw new Error(`no field ${filterFieldId}`);
    return {
      elementId: 'e',
      filterFieldId,
      fieldName: field.fieldName,
      filterType: field.filterType,
      type: field.type,
      operator,
      compareValue,
      customConditionData: null,
      ...extra,
    };
  };
  const set = (entries: FilterEntry[], operationType: 'AND' | 'OR' = 'AND'): FilterSet => ({
    operationType,
    filterConditionsDTOList: entries,
    isPassAudienceGroupId: false,
    checkForcedUpdatedMapping: false,
  });
  const group = (operator: 'AND' | 'OR', conditions: FilterCondition[]): FilterEntry => ({
    isFilterGroup: true,
    elementId: 'g',
    conditionOperator: operator,
    conditions,
  });
  const form = (name: string) => s.fx.fieldId(name);

  /** Who the set selects among the main event's REGISTERED registrants (r1..r5). */
  const matches = async (filter: FilterSet | FilterCondition): Promise<string[]> => {
    const where = compileFilterSet(
      'filterConditionsDTOList' in filter ? filter : set([filter]),
      await contextOf(),
    );
    const rows = await s.db
      .select({ email: registrations.email })
      .from(registrations)
      .where(
        and(eq(registrations.eventId, s.fx.main.id), eq(registrations.status, 'REGISTERED'), where),
      );
    return rows.map((r) => r.email.replace('@test.dev', '')).sort();
  };
  const refusal = async (filter: FilterSet) => {
    try {
      compileFilterSet(filter, await contextOf());
    } catch (error) {
      if (error instanceof ApiError)
        return { status: error.statusCode, field: error.field, message: error.message };
      throw error;
    }
    return null;
  };

  it('compiles each operator of a NUMBER field, a stray text answer never failing the cast', async () => {
    const size = form('companySize');
    expect(await matches(await on(size, 'EQUAL', 50))).toEqual(['r1']);
    expect(await matches(await on(size, 'NOT_EQUAL', 50))).toEqual(['r2', 'r3', 'r4', 'r5']);
    expect(await matches(await on(size, 'GREATER', 100))).toEqual(['r2', 'r4']);
    expect(await matches(await on(size, 'SMALLER', 600))).toEqual(['r1', 'r2']);
    expect(await matches(await on(size, 'EQUAL', 50.0))).toEqual(['r1']);
  });

  it('compiles text equality (exact), contains and not contains (ignoring case)', async () => {
    const company = form('company');
    expect(await matches(await on(company, 'EQUAL', 'Globex'))).toEqual(['r2']);
    expect(await matches(await on(company, 'EQUAL', 'globex'))).toEqual([]);
    expect(await matches(await on(company, 'NOT_EQUAL', 'Globex'))).toEqual([
      'r1',
      'r3',
      'r4',
      'r5',
    ]);
    expect(await matches(await on(company, 'CONTAINS', 'acme'))).toEqual(['r1', 'r4']);
    expect(await matches(await on(company, 'NOT_CONTAINS', 'ACME'))).toEqual(['r2', 'r3', 'r5']);
    expect(await matches(await on(company, 'CONTAINS', '%'))).toEqual([]);
  });

  it('compiles single select equality, list any-of, booleans and dates', async () => {
    expect(await matches(await on(form('country'), 'EQUAL', 'DE'))).toEqual(['r1', 'r3']);
    expect(await matches(await on(form('interests'), 'ANY_OF', ['ai', 'security']))).toEqual([
      'r1',
      'r3',
    ]);
    expect(await matches(await on(form('interests'), 'ANY_OF', ['cloud']))).toEqual(['r2', 'r3']);
    expect(await matches(await on(form('newsletter'), 'IS_TRUE'))).toEqual(['r1', 'r3']);
    expect(await matches(await on(form('newsletter'), 'IS_FALSE'))).toEqual(['r2', 'r4', 'r5']);
    const arrival = form('arrival');
    // r3's 'not a date' and r4's February 31st are no instants: never matched, never a 500.
    expect(await matches(await on(arrival, 'SMALLER_OR_EQUAL', '2030-01-01T00:00:00Z'))).toEqual([
      'r2',
    ]);
    expect(
      await matches(await on(arrival, 'GREATER_OR_EQUAL', '2030-01-01T09:00:00+02:00')),
    ).toEqual(['r1']);
    expect(await matches(await on(arrival, 'GREATER_OR_EQUAL', '2030-01-01T08:00:01Z'))).toEqual(
      [],
    );
  });

  it('compiles the registration columns (MANUAL fields)', async () => {
    const { t1 } = s.fx.tickets;
    expect(await matches(await on('email', 'EQUAL', 'R2@TEST.DEV'))).toEqual(['r2']);
    expect(await matches(await on('email', 'CONTAINS', 'R1@'))).toEqual(['r1']);
    expect(await matches(await on('email', 'NOT_CONTAINS', 'r1@'))).toEqual([
      'r2',
      'r3',
      'r4',
      'r5',
    ]);
    expect(await matches(await on('firstName', 'EQUAL', 'r'))).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
    ]);
    expect(await matches(await on('lastName', 'NOT_EQUAL', String(s.fx.flows.f1.id)))).toEqual([
      'r4',
      'r5',
    ]);
    expect(await matches(await on('ticketType', 'EQUAL', String(t1.id)))).toEqual(['r1', 'r2']);
    expect(await matches(await on('flow', 'EQUAL', String(s.fx.flows.f2.id)))).toEqual([
      'r4',
      'r5',
    ]);
    expect(await matches(await on('role', 'EQUAL', 'SPEAKER'))).toEqual(['r5']);
    expect(await matches(await on('attended', 'IS_TRUE'))).toEqual(['r1', 'r3', 'r4']);
    expect(await matches(await on('attended', 'IS_FALSE'))).toEqual(['r2', 'r5']);
    expect(
      await matches(await on('registeredAt', 'GREATER_OR_EQUAL', '2000-01-01T00:00:00Z')),
    ).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(
      await matches(await on('registeredAt', 'SMALLER_OR_EQUAL', '2000-01-01T00:00:00Z')),
    ).toEqual([]);
  });

  it('compiles the guest-list operators over an invite list of the event, emails ignoring case', async () => {
    const list = (id: number) => ({
      customConditionData: { dataSourceType: 'INVITE_LIST' as const, dataSource: id },
    });
    expect(await matches(await on('email', 'IN_GUEST_LIST', null, list(s.fx.inviteB.id)))).toEqual([
      'r2',
    ]);
    expect(
      await matches(await on('email', 'NOT_IN_GUEST_LIST', null, list(s.fx.inviteB.id))),
    ).toEqual(['r1', 'r3', 'r4', 'r5']);
    expect(await matches(await on('email', 'IN_GUEST_LIST', null, list(s.fx.invite.id)))).toEqual(
      [],
    );
    expect(
      await refusal(set([await on('email', 'IN_GUEST_LIST', null, list(s.fx.webinarInvite.id))])),
    ).toEqual({
      status: 400,
      field: 'filterConditionsDTOList[0].customConditionData.dataSource',
      message: `filterConditionsDTOList[0].customConditionData.dataSource: ${COMPILE_ERRORS.notInviteList}`,
    });
    const second = await refusal(
      set([
        await on('email', 'IN_GUEST_LIST', null, list(s.fx.inviteB.id)),
        group('OR', [await on('email', 'NOT_IN_GUEST_LIST', null, list(s.fx.invite.id))]),
      ]),
    );
    expect(second?.field).toBe('filterConditionsDTOList[1].conditions[0].operator');
  });

  it('combines AND and OR at the top and inside groups; an empty set selects nobody', async () => {
    const de = await on(form('country'), 'EQUAL', 'DE');
    const speaker = await on('role', 'EQUAL', 'SPEAKER');
    const cloud = await on(form('interests'), 'ANY_OF', ['cloud']);
    const attended = await on('attended', 'IS_TRUE');
    expect(await matches(set([de, group('OR', [cloud, speaker])]))).toEqual(['r3']);
    expect(await matches(set([de, group('OR', [cloud, speaker])], 'OR'))).toEqual([
      'r1',
      'r2',
      'r3',
      'r5',
    ]);
    expect(await matches(set([speaker, group('AND', [cloud, attended])], 'OR'))).toEqual([
      'r3',
      'r5',
    ]);
    expect(
      await matches(set([group('AND', [de, attended]), group('AND', [cloud])], 'AND')),
    ).toEqual(['r3']);
    expect(await matches(set([]))).toEqual([]);
    expect(await matches(set([], 'OR'))).toEqual([]);
  });

  it('binds every value and JSON key: injection attempts match nothing extra', async () => {
    const company = form('company');
    // r3's answer is literally this text; nobody else matches it.
    expect(await matches(await on(company, 'EQUAL', "x' or 1=1 --"))).toEqual(['r3']);
    expect(await matches(await on('firstName', 'CONTAINS', "x' or 1=1 --"))).toEqual([]);
    expect(await matches(await on('email', 'EQUAL', "' or ''='"))).toEqual([]);
    expect(await matches(await on(company, 'CONTAINS', '"}} or true --'))).toEqual([]);
    expect(await matches(await on(form(WEIRD_FIELD_NAME), 'EQUAL', 'x'))).toEqual(['r1']);
    expect(await matches(await on(form(WEIRD_FIELD_NAME), 'CONTAINS', 'y'))).toEqual([
      'r2',
      'r3',
      'r4',
      'r5',
    ]);
    const forged = await refusal(
      set([await on(company, 'EQUAL', 'Acme', { fieldName: "company') or true --" })]),
    );
    expect(forged?.field).toBe('filterConditionsDTOList[0].fieldName');
    const unknown = await refusal(
      set([await on(company, 'EQUAL', 'Acme', { filterFieldId: "firstName' or 1=1 --" })]),
    );
    expect(unknown).toMatchObject({
      status: 400,
      field: 'filterConditionsDTOList[0].filterFieldId',
    });
  });

  it('refuses an unknown field, a type or kind that disagrees, a bad operator or value: 400 naming the path', async () => {
    const company = form('company');
    const cases: [FilterSet, string, string][] = [
      [
        set([await on(company, 'EQUAL', 'a', { filterFieldId: 'form:999999' })]),
        'filterConditionsDTOList[0].filterFieldId',
        COMPILE_ERRORS.unknownField,
      ],
      [
        set([await on(company, 'EQUAL', 'a', { type: 'NUMBER' })]),
        'filterConditionsDTOList[0].type',
        COMPILE_ERRORS.mismatch,
      ],
      [
        set([await on(company, 'EQUAL', 'a', { filterType: 'MANUAL' })]),
        'filterConditionsDTOList[0].filterType',
        COMPILE_ERRORS.mismatch,
      ],
      [
        set([await on(company, 'GREATER', 'a')]),
        'filterConditionsDTOList[0].operator',
        CONDITION_VALUE_ERRORS.operator,
      ],
      [
        set([
          await on('attended', 'IS_TRUE'),
          group('OR', [await on(form('companySize'), 'EQUAL', 'ten')]),
        ]),
        'filterConditionsDTOList[1].conditions[0].compareValue',
        CONDITION_VALUE_ERRORS.number,
      ],
      [
        set([await on(form('country'), 'EQUAL', 'XX')]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.choice,
      ],
      [
        set([await on(form('interests'), 'ANY_OF', [])]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.choices,
      ],
      [
        set([await on(company, 'CONTAINS', '  ')]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.text,
      ],
      [
        set([await on(form('newsletter'), 'IS_TRUE', 'yes')]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.noValue,
      ],
      [
        set([await on(form('arrival'), 'SMALLER_OR_EQUAL', 'tomorrow')]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.date,
      ],
      [
        set([await on(form('arrival'), 'SMALLER_OR_EQUAL', '0000-01-01T00:00:00Z')]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.date,
      ],
      [
        set([await on('ticketType', 'EQUAL', String(s.fx.tickets.t1.id + 1000))]),
        'filterConditionsDTOList[0].compareValue',
        CONDITION_VALUE_ERRORS.choice,
      ],
      [
        set([await on('email', 'IN_GUEST_LIST')]),
        'filterConditionsDTOList[0].customConditionData',
        CONDITION_VALUE_ERRORS.guestList,
      ],
      [
        set([
          await on(company, 'EQUAL', 'a', {
            customConditionData: { dataSourceType: 'INVITE_LIST', dataSource: s.fx.inviteB.id },
          }),
        ]),
        'filterConditionsDTOList[0].customConditionData',
        COMPILE_ERRORS.noDataSource,
      ],
    ];
    for (const [filter, field, message] of cases)
      expect(await refusal(filter)).toEqual({
        status: 400,
        field,
        message: `${field}: ${message}`,
      });
  });

  it('answers the 400 over HTTP, naming the path', async () => {
    const session = await login(s.app, FIXTURE_USERS.owner, FIXTURE_PASSWORD);
    const response = await s.app.inject({
      method: 'POST',
      url: `/api${CUSTOM_GROUP_API.audienceCount(s.fx.main.id)}`,
      headers: sessionHeaders(session, true),
      payload: {
        filterSet: set([
          await on('attended', 'IS_TRUE'),
          group('AND', [await on('role', 'EQUAL', 'KING')]),
        ]),
        audienceGroupId: null,
        search: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ERROR_CODES.invalidInput,
      field: 'filterConditionsDTOList[1].conditions[0].compareValue',
    });
  });
});
