/**
 * The demo shows the ticketing feature through its endpoints: the main event's ticket whose sales
 * ended holds pending requests back and its used-up coupon names its tickets; Demo City Expo has a
 * ticket not yet on sale and more coupons than a page, in every state.
 */
import { it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import {
  CouponPageSchema,
  TICKETING_API,
  TICKETING_LIMITS,
  TicketListSchema,
} from '@console/registration-contract';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';
import { EXPO_PARTNER_COUPONS } from './ticketing';

describeApi(
  'demo seed: ticketing',
  nothingToPrepare,
  (s) => {
    const eventNamed = async (name: string) => {
      const [event] = await s.db.select().from(events).where(eq(events.name, name));
      if (!event) throw new Error(`${name} missing`);
      return event;
    };
    const organizer = () => {
      const { email, password } = demoLogin('organizer');
      return login(s.app, email, password);
    };

    it('shows the main event’s blocking offers with what they apply to', async () => {
      const main = await eventNamed(MAIN_EVENT_NAME);
      const session = await organizer();
      const tickets = TicketListSchema.parse(
        (await get(s.app, `/api${TICKETING_API.ticketTypes(main.id)}`, session)).json(),
      ).ticketTypes;
      const workshop = tickets.find((t) => t.name === 'Workshop Add-on');
      expect(workshop).toMatchObject({ salesState: 'ENDED' });
      expect(workshop?.blockedRequests).toBeGreaterThan(0);
      expect(tickets.filter((t) => t.salesStartAt === null)).toEqual([]);
      expect(tickets.find((t) => t.name === 'VIP Pass')).toMatchObject({ available: 3 });
      const page = CouponPageSchema.parse(
        (await get(s.app, `/api${TICKETING_API.coupons(main.id)}`, session)).json(),
      );
      const vipAndGa = tickets
        .filter((t) => t.name === 'General Admission' || t.name === 'VIP Pass')
        .map((t) => t.ticketTypeId);
      expect(page.coupons.map((c) => [c.code, c.usageLimitReached, c.ticketTypeIds])).toEqual([
        ['EARLYBIRD50', true, vipAndGa],
        ['FRIENDS', false, []],
      ]);
    });

    it('gives Demo City Expo a ticket not on sale yet and pages of coupons in every state', async () => {
      const expo = await eventNamed('Demo City Expo');
      const session = await organizer();
      const tickets = TicketListSchema.parse(
        (await get(s.app, `/api${TICKETING_API.ticketTypes(expo.id)}`, session)).json(),
      ).ticketTypes;
      expect(tickets.find((t) => t.name === 'Hands-on Lab')).toMatchObject({
        salesState: 'NOT_STARTED',
      });
      const coupons = async (query: string) =>
        CouponPageSchema.parse(
          (await get(s.app, `/api${TICKETING_API.coupons(expo.id)}${query}`, session)).json(),
        );
      const first = await coupons('');
      expect(first.total).toBe(EXPO_PARTNER_COUPONS + 4);
      expect(first.coupons).toHaveLength(TICKETING_LIMITS.couponPageSize);
      const partners = await coupons('?search=partner');
      expect(partners.total).toBe(EXPO_PARTNER_COUPONS);
      expect(partners.coupons.filter((c) => c.usageLimitReached)).toHaveLength(18);
      const others = await coupons(`?offset=${EXPO_PARTNER_COUPONS + 1}`);
      expect(others.coupons.map((c) => [c.code, c.used, c.usageLimitReached])).toEqual([
        ['Press-Pass', 5, true],
        ['SPEAKER-GUEST', 12, false],
        ['SPRING-SALE', 9, false],
      ]);
      expect(first.coupons[0]).toMatchObject({ code: 'EXPO-STUDENT', used: 37 });
    });
  },
  { template: 'demo' },
);
