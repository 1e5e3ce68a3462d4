/**
 * Demo sessions (segments): about 120 on the main virtual event over its first three days in its
 * time zone (8 stages, 14 tags, virtual and in-person, add-ons, evening sessions that end after
 * midnight UTC), a handful on the other events, and the main event's VIP group mapped to its
 * keynotes and rooftop sessions. Deterministic: session i gets its title, stage, time, tags and
 * add-ons from i. One INSERT ... SELECT over a JSON record set for every event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localDay } from '../events/time-zone';
import type { events } from '../db/schema';
import type { SegmentFormat } from '@console/people-contract';

type EventRow = typeof events.$inferSelect;

export const MAIN_EVENT_SESSIONS = 120;
const MAIN_EVENT_SESSION_DAYS = 3;

interface Stage {
  name: string;
  format: SegmentFormat;
  /** Its last slot of the day is an evening one (19:30 local, past midnight UTC west of London). */
  evening?: boolean;
}

const MAIN_STAGES: readonly Stage[] = [
  { name: 'Main Stage', format: 'VIRTUAL' },
  { name: 'Product Stage', format: 'VIRTUAL' },
  { name: 'Engineering Stage', format: 'VIRTUAL' },
  { name: 'Data & AI Stage', format: 'VIRTUAL' },
  { name: 'Workshop Studio', format: 'VIRTUAL' },
  { name: 'Community Lounge', format: 'VIRTUAL', evening: true },
  { name: 'Hall A · NYC Hub', format: 'IN_PERSON' },
  { name: 'Rooftop Terrace · NYC Hub', format: 'IN_PERSON', evening: true },
];

/** Topics and their tags; 15 topics x 8 title templates give 120 distinct titles. */
const TOPICS: readonly [string, readonly string[]][] = [
  ['Vector Search', ['AI & ML', 'Data']],
  ['Kubernetes', ['Cloud', 'DevOps']],
  ['Zero Trust', ['Security']],
  ['Design Systems', ['Design', 'Product']],
  ['Event-Driven Architecture', ['Cloud']],
  ['LLM Agents', ['AI & ML']],
  ['Observability', ['DevOps']],
  ['Product Analytics', ['Product', 'Data']],
  ['Edge Computing', ['Cloud']],
  ['Data Contracts', ['Data']],
  ['Platform Engineering', ['DevOps', 'Cloud']],
  ['Accessibility', ['Design']],
  ['Supply-Chain Security', ['Security', 'DevOps']],
  ['Growth Experiments', ['Product']],
  ['Engineering Leadership', ['Leadership', 'Career']],
];

const TEMPLATES: readonly [(topic: string) => string, readonly string[]][] = [
  [(t) => `Keynote: The State of ${t}`, ['Keynote']],
  [(t) => `Hands-on Workshop: ${t} from Zero to Production`, ['Workshop', 'Beginner']],
  [(t) => `${t} at Scale: Lessons Learned`, ['Advanced']],
  [(t) => `Panel: What's Next for ${t}`, []],
  [(t) => `${t} 101`, ['Beginner']],
  [(t) => `Deep Dive: ${t} Internals`, ['Advanced']],
  [(t) => `Case Study: ${t} in the Real World`, []],
  [(t) => `Ask Me Anything: ${t}`, ['Career']],
];

/** Day slots in local minutes after midnight, with their length. */
const SLOTS: readonly { start: number; minutes: number }[] = [
  { start: 9 * 60, minutes: 60 },
  { start: 10 * 60 + 30, minutes: 45 },
  { start: 13 * 60, minutes: 60 },
  { start: 14 * 60 + 30, minutes: 45 },
  { start: 16 * 60, minutes: 60 },
];
const EVENING = { start: 19 * 60 + 30, minutes: 90 };

interface PlannedSession {
  eventId: number;
  tz: string;
  firstDay: string;
  day: number;
  startMinute: number;
  minutes: number;
  title: string;
  stage: string;
  format: SegmentFormat;
  tags: string[];
  addOns: string[];
}

interface Plan {
  count: number;
  days: number;
  stages: readonly Stage[];
  /** Shifts the titles, so events do not share their first ones. */
  titleOffset?: number;
}

function addOnsOf(i: number, format: SegmentFormat, workshop: boolean): string[] {
  const addOns: string[] = [];
  if (format === 'VIRTUAL' && i % 2 === 0) addOns.push('Recording');
  if (i % 5 === 0) addOns.push('Live captions');
  if (i % 7 === 3) addOns.push('Slides');
  if (workshop) addOns.push('Certificate of attendance');
  return addOns;
}

/** Sessions of one event: day by day, each day's slots filled stage by stage. */
export function planSessions(
  event: { id: number; tz: string },
  firstDay: string,
  plan: Plan,
): PlannedSession[] {
  const perDay = Math.ceil(plan.count / plan.days);
  const slotsPerDay = Math.ceil(perDay / plan.stages.length);
  return Array.from({ length: plan.count }, (_, k) => {
    const i = k + (plan.titleOffset ?? 0);
    const within = k % perDay;
    const stage = plan.stages[within % plan.stages.length] as Stage;
    const slotIndex = Math.floor(within / plan.stages.length);
    const slot =
      stage.evening && slotIndex === slotsPerDay - 1
        ? EVENING
        : (SLOTS[slotIndex % SLOTS.length] ?? EVENING);
    const [topic, topicTags] = TOPICS[i % TOPICS.length] as (typeof TOPICS)[number];
    const [title, templateTags] = TEMPLATES[
      (i * 3) % TEMPLATES.length
    ] as (typeof TEMPLATES)[number];
    const tags = [
      ...new Set([...topicTags, ...templateTags, ...(stage.evening ? ['Networking'] : [])]),
    ];
    return {
      eventId: event.id,
      tz: event.tz,
      firstDay,
      day: Math.floor(k / perDay),
      startMinute: slot.start,
      minutes: slot.minutes,
      title: title(topic),
      stage: stage.name,
      format: stage.format,
      tags,
      addOns: addOnsOf(i, stage.format, templateTags.includes('Workshop')),
    };
  });
}

/** How many calendar days the event spans in its time zone. */
function eventDays(event: EventRow): number {
  const first = Date.parse(localDay(event.startDateTime, event.tz));
  const last = Date.parse(localDay(event.endDateTime, event.tz));
  return Math.round((last - first) / 86_400_000) + 1;
}

/** The other demo events that get a handful of sessions, by name. */
const OTHER_PLANS: Record<string, Omit<Plan, 'days'>> = {
  'Demo City Expo': {
    count: 8,
    stages: [
      { name: 'Expo Hall', format: 'IN_PERSON' },
      { name: 'Room 101', format: 'IN_PERSON' },
    ],
    titleOffset: 17,
  },
  'Demo Hybrid Forum': {
    count: 10,
    stages: [
      { name: 'Forum Stage', format: 'VIRTUAL' },
      { name: 'Auditorium', format: 'IN_PERSON' },
    ],
    titleOffset: 41,
  },
  'Product Deep-Dive Webinar': {
    count: 2,
    stages: [{ name: 'Webinar Stage', format: 'VIRTUAL' }],
    titleOffset: 63,
  },
  'Northwind Annual Conference': {
    count: 9,
    stages: [
      { name: 'Grand Ballroom', format: 'IN_PERSON' },
      { name: 'Breakout Room B', format: 'IN_PERSON' },
      { name: 'Livestream', format: 'VIRTUAL' },
    ],
    titleOffset: 88,
  },
};

/** Seeds the sessions of the main event and of the other events named in OTHER_PLANS. */
export async function seedSessions(
  tx: Db,
  main: EventRow,
  others: readonly EventRow[],
): Promise<void> {
  const planned = [
    ...planSessions(main, localDay(main.startDateTime, main.tz), {
      count: MAIN_EVENT_SESSIONS,
      days: Math.min(MAIN_EVENT_SESSION_DAYS, eventDays(main)),
      stages: MAIN_STAGES,
    }),
    ...others.flatMap((event) => {
      const plan = OTHER_PLANS[event.name];
      if (!plan) return [];
      return planSessions(event, localDay(event.startDateTime, event.tz), {
        ...plan,
        days: eventDays(event),
      });
    }),
  ];
  await tx.execute(sql`
    insert into segments (event_id, title, stage_name, start_date_time, end_date_time, format, tags, add_ons)
    select r."eventId", r.title, r.stage,
      (r."firstDay"::date + r.day + make_interval(mins => r."startMinute")) at time zone r.tz,
      (r."firstDay"::date + r.day + make_interval(mins => r."startMinute" + r.minutes)) at time zone r.tz,
      r.format, r.tags, r."addOns"
    from json_to_recordset(${JSON.stringify(planned)}::json) as r(
      "eventId" int, tz text, "firstDay" text, day int, "startMinute" int, minutes int,
      title text, stage text, format text, tags text[], "addOns" text[])`);
  // The VIP guests are expected at the keynotes and on the rooftop.
  await tx.execute(sql`
    insert into audience_group_segments (audience_group_id, segment_id)
    select g.id, s.id from audience_groups g join segments s on s.event_id = g.event_id
    where g.event_id = ${main.id}::int and g.type = 'CUSTOM' and g.name = 'VIP guests'
      and ('Keynote' = any(s.tags) or s.stage_name like 'Rooftop%')`);
}
