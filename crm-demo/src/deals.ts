/**
 * The demo CRM's deals: HubSpot's deal object shape (every property a string or null), made
 * deterministically from a seeded PRNG for the demo events 1..60 (20-60 deals each), dated over
 * the months before `now`, so every start serves the same deals for the revenue dashboard; and
 * the pipeline their stages belong to, with the stages' labels.
 */

export const DEAL_STAGES = [
  'appointmentscheduled',
  'qualifiedtobuy',
  'presentationscheduled',
  'decisionmakerboughtin',
  'contractsent',
  'closedwon',
  'closedlost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** A deal pipeline as HubSpot's pipelines API answers it (metadata values are strings there). */
export interface CrmPipeline {
  id: string;
  label: string;
  displayOrder: number;
  stages: {
    id: string;
    label: string;
    displayOrder: number;
    /** probability '1.0' on a closed stage: won; '0.0': lost. */
    metadata: { isClosed: 'true' | 'false'; probability: string };
    archived: false;
  }[];
  archived: false;
}

const STAGE_NAMES: Record<DealStage, { label: string; probability: string }> = {
  appointmentscheduled: { label: 'Appointment Scheduled', probability: '0.2' },
  qualifiedtobuy: { label: 'Qualified To Buy', probability: '0.4' },
  presentationscheduled: { label: 'Presentation Scheduled', probability: '0.6' },
  decisionmakerboughtin: { label: 'Decision Maker Bought-In', probability: '0.8' },
  contractsent: { label: 'Contract Sent', probability: '0.9' },
  closedwon: { label: 'Closed Won', probability: '1.0' },
  closedlost: { label: 'Closed Lost', probability: '0.0' },
};

/** HubSpot's default deal pipeline, whose stages the demo deals are in. */
export const DEMO_PIPELINE: CrmPipeline = {
  id: 'default',
  label: 'Sales Pipeline',
  displayOrder: 0,
  stages: DEAL_STAGES.map((id, displayOrder) => ({
    id,
    label: STAGE_NAMES[id].label,
    displayOrder,
    metadata: {
      isClosed: id.startsWith('closed') ? 'true' : 'false',
      probability: STAGE_NAMES[id].probability,
    },
    archived: false,
  })),
  archived: false,
};

/** Ticket types sold through the CRM, with a unit price in dollars. */
const TICKET_PRICES: Record<string, number> = {
  'General admission': 99,
  'VIP pass': 499,
  'Workshop pass': 199,
  'Exhibitor package': 2500,
};
export const DEAL_TICKET_TYPES = Object.keys(TICKET_PRICES);

const COMPANIES = [
  'Acme Cloud',
  'Globex',
  'Initech',
  'Umbrella Labs',
  'Stark Industries',
  'Wayne Ventures',
  'Hooli',
  'Vandelay Imports',
  'Soylent Foods',
  'Tyrell Systems',
];

export const DEMO_EVENT_IDS = { first: 1, last: 60 } as const;
const DEALS_PER_EVENT = { min: 20, max: 60 } as const;
/** How far back deals were created. */
const HISTORY_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DEAL_ID = 1001;

export interface CrmDeal {
  id: string;
  properties: {
    dealname: string;
    amount: string;
    dealstage: DealStage;
    /** Set for closed deals (won or lost), null while the deal is open. */
    closedate: string | null;
    createdate: string;
    ticket_type: string;
    event_id: string;
    deal_currency_code: string;
  };
  createdAt: string;
  updatedAt: string;
  archived: false;
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Stages weighted towards the ends of the pipeline, as real pipelines are. */
const STAGE_WEIGHTS: readonly (readonly [DealStage, number])[] = [
  ['appointmentscheduled', 10],
  ['qualifiedtobuy', 10],
  ['presentationscheduled', 8],
  ['decisionmakerboughtin', 7],
  ['contractsent', 10],
  ['closedwon', 40],
  ['closedlost', 15],
];
const TOTAL_WEIGHT = STAGE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function pickStage(random: () => number): DealStage {
  let roll = random() * TOTAL_WEIGHT;
  for (const [stage, weight] of STAGE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return stage;
  }
  return 'closedwon';
}

/** The demo deals, ordered by id; dates are relative to `now` (the start of its UTC day). */
export function generateDemoDeals(now: Date = new Date(), seed = 20_261_122): CrmDeal[] {
  const random = seededRandom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const deals: CrmDeal[] = [];
  for (let eventId = DEMO_EVENT_IDS.first; eventId <= DEMO_EVENT_IDS.last; eventId += 1) {
    const count =
      DEALS_PER_EVENT.min + Math.floor(random() * (DEALS_PER_EVENT.max - DEALS_PER_EVENT.min + 1));
    for (let i = 0; i < count; i += 1) {
      const ticketType = pick(random, DEAL_TICKET_TYPES);
      const quantity = 1 + Math.floor(random() * 20);
      const amount = (TICKET_PRICES[ticketType] ?? 0) * quantity;
      const stage = pickStage(random);
      const created = today - Math.floor(random() * HISTORY_DAYS * DAY_MS);
      const closed = stage.startsWith('closed')
        ? Math.min(today, created + Math.floor(random() * 45 * DAY_MS))
        : null;
      const company = pick(random, COMPANIES);
      const createdIso = new Date(created).toISOString();
      const updatedIso = new Date(closed ?? created).toISOString();
      deals.push({
        id: String(FIRST_DEAL_ID + deals.length),
        properties: {
          dealname: `${company} - ${ticketType} x${quantity}`,
          amount: amount.toFixed(2),
          dealstage: stage,
          closedate: closed === null ? null : new Date(closed).toISOString(),
          createdate: createdIso,
          ticket_type: ticketType,
          event_id: String(eventId),
          deal_currency_code: 'USD',
        },
        createdAt: createdIso,
        updatedAt: updatedIso,
        archived: false,
      });
    }
  }
  return deals;
}
