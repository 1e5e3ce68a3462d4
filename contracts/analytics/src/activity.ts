/**
 * The event activity facts dashboards and reports read (attendance per stage, session, room and
 * booth; check-ins; networking meetings; email sends, opens and clicks; leaderboard points).
 * `place` names the stage, session, room, booth or email; `quantity` is minutes for attendance
 * and points for POINTS, 1 otherwise.
 */
import { z } from '@console/shared/zod';

export const ACTIVITY_KINDS = [
  'STAGE_VIEW',
  'SESSION_VIEW',
  'ROOM_VISIT',
  'BOOTH_VISIT',
  'CHECK_IN',
  'MEETING',
  'EMAIL_SENT',
  'EMAIL_OPENED',
  'EMAIL_CLICKED',
  'POINTS',
] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;
