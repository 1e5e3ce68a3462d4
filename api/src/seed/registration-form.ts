/**
 * The demo form in its flows (run after the form is seeded): every field in every flow of its
 * event, but the dietary needs, which only the VIP registration asks (for its dinner), and
 * requires. The public flows require nothing, so registering someone by hand needs no answer.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const VIP_FLOW_NAME = 'VIP registration';
export const VIP_ONLY_FIELD = 'dietaryNeeds';

export async function seedFormFlows(db: Db): Promise<void> {
  await db.execute(sql`
    update registration_form_fields set required = true
    where field_name = ${VIP_ONLY_FIELD}::text
      and event_id in (select event_id from registration_flows where name = ${VIP_FLOW_NAME}::text)`);
  await db.execute(sql`
    insert into registration_flow_fields (flow_id, field_id)
    select fl.id, ff.id from registration_flows fl
    join registration_form_fields ff on ff.event_id = fl.event_id
    where ff.field_name <> ${VIP_ONLY_FIELD}::text
      or fl.name = ${VIP_FLOW_NAME}::text
      or not exists (select 1 from registration_flows v where v.event_id = fl.event_id and v.name = ${VIP_FLOW_NAME}::text)
    on conflict do nothing`);
}
