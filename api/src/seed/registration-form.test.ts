import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { expect } from 'expect';
import { events } from '../db/schema';
import { get, login } from '../testing/http';
import { describeApi, nothingToPrepare } from '../testing/suite';
import {
  REGISTRATION_FORM_API,
  RegistrationFormFlowListSchema,
} from '@console/registration-contract';
import { DEMO_FORM_FIELDS } from './custom-groups';
import { MAIN_EVENT_NAME } from './demo';
import { demoLogin } from './demo-logins';
import { VIP_FLOW_NAME, VIP_ONLY_FIELD } from './registration-form';

describeApi(
  'registration form demo data',
  nothingToPrepare,
  (s) => {
    it('asks the whole form in every flow, but the dietary needs only, and required, in the VIP one', async () => {
      const organizer = demoLogin('organizer');
      const session = await login(s.app, organizer.email, organizer.password);
      const flowsOf = async (eventId: number) =>
        RegistrationFormFlowListSchema.parse(
          (await get(s.app, `/api${REGISTRATION_FORM_API.flows(eventId)}`, session)).json(),
        ).flows;
      const [main] = await s.db.select().from(events).where(eq(events.name, MAIN_EVENT_NAME));
      if (!main) throw new Error('main event missing');
      const all = DEMO_FORM_FIELDS.map((f) => f.fieldName);
      const flows = await flowsOf(main.id);
      expect(flows.map((f) => [f.name, f.fields.map((x) => x.fieldName)])).toEqual([
        ['Public registration', all.filter((name) => name !== VIP_ONLY_FIELD)],
        [VIP_FLOW_NAME, all],
      ]);
      const vip = flows[1]?.fields ?? [];
      expect(vip.filter((f) => f.required).map((f) => f.fieldName)).toEqual([VIP_ONLY_FIELD]);
      // Another event with one flow asks for everything, nothing required.
      const [other] = await s.db
        .select()
        .from(events)
        .where(eq(events.name, 'Product Deep-Dive Webinar'));
      const otherFlows = await flowsOf(other?.id ?? 0);
      expect(otherFlows.map((f) => f.fields.map((x) => [x.fieldName, x.required]))).toEqual([
        all.map((name) => [name, false]),
      ]);
    });
  },
  { template: 'demo' },
);
