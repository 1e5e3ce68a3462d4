/**
 * Venue and engagement settings on the wire: exactly what access control's forced-inactive rules
 * read (people §4; EventAccessSettings of @console/access-control-contract): the active zones,
 * the people and chat channels, the one-on-one meeting interval, the booth zone and the
 * leaderboard, with the stages of the event's sessions. Edits are per section; the settings a
 * body names change, the others stay.
 */
import { z } from '@console/shared/zod';
import { hasNul, MESSAGES } from '@console/shared/contract';
import { VENUE_LIMITS as L } from './limits';
import { VENUE_MESSAGES as M } from './messages';
import { VENUE_ZONES, type VenueZone } from './sections';

export const VenueZoneSchema = z.enum(VENUE_ZONES);

/** A stage: the name sessions are given, with how many sessions are on it. */
export const VenueStageSchema = z.object({ name: z.string(), sessionCount: z.number().int() });
export type VenueStage = z.infer<typeof VenueStageSchema>;

export const VenueSettingsSchema = z.object({
  /** The zones that are on, in VENUE_ZONES order. */
  activeZones: z.array(VenueZoneSchema),
  hasChatChannel: z.boolean(),
  hasPeopleChannel: z.boolean(),
  /** Minutes; null: the event offers no one-on-one meetings. */
  oneOnOneIntervalMinutes: z.number().int().nullable(),
  boothZoneActive: z.boolean(),
  leaderboardEnabled: z.boolean(),
  /** Every stage of the event's sessions, by name. */
  stages: z.array(VenueStageSchema),
});
export type VenueSettings = z.infer<typeof VenueSettingsSchema>;

export const BoothSchema = z.object({ boothId: z.number().int(), name: z.string() });
export type Booth = z.infer<typeof BoothSchema>;

/** The Expo page's settings, which a booth owner may read too (spec shell §6). */
export const ExpoSettingsSchema = z.object({
  expoActive: z.boolean(),
  boothZoneActive: z.boolean(),
  /** The first VENUE_LIMITS.boothListMax booths by name. */
  booths: z.array(BoothSchema),
  boothTotal: z.number().int(),
});
export type ExpoSettings = z.infer<typeof ExpoSettingsSchema>;

export const OneOnOneIntervalSchema = z
  .number({ error: M.interval })
  .int({ error: M.interval })
  .min(L.intervalMinMinutes, { error: M.interval })
  .max(L.intervalMaxMinutes, { error: M.interval })
  .multipleOf(L.intervalStepMinutes, { error: M.interval });

/** A switch: on (true) or off (false). */
const onOff = () => z.boolean({ error: M.onOff });

/** An edit's body: only its section's settings, an unknown name is refused naming the known ones. */
const strict = <T extends Record<string, z.ZodType>>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? M.unknownSetting(issue.keys, Object.keys(shape))
        : undefined,
  });

/** An edit names at least one of its section's settings. */
const namesASetting = (body: object) => Object.values(body).some((value) => value !== undefined);
const namesNone = (shape: object) => ({ error: M.nothingToChange(Object.keys(shape)) });

const zoneFlag = () => onOff().optional();
const zonesShape = {
  LOBBY: zoneFlag(),
  SCHEDULE: zoneFlag(),
  STAGE: zoneFlag(),
  ROOM: zoneFlag(),
  NETWORKING: zoneFlag(),
  EXPO: zoneFlag(),
} satisfies Record<VenueZone, unknown>;

/** The Venue Settings overview: any zone on (true) or off (false). */
export const ZonesEditSchema = strict(zonesShape).refine(namesASetting, namesNone(zonesShape));
export type ZonesEdit = z.input<typeof ZonesEditSchema>;

/** Lobby, stages and rooms: their zone on or off. */
export const ZoneEditSchema = strict({ active: onOff() });
export type ZoneEdit = z.input<typeof ZoneEditSchema>;

const expoShape = { active: onOff().optional(), boothZoneActive: onOff().optional() };
export const ExpoEditSchema = strict(expoShape).refine(namesASetting, namesNone(expoShape));
export type ExpoEdit = z.input<typeof ExpoEditSchema>;

const networkingShape = {
  active: onOff().optional(),
  hasPeopleChannel: onOff().optional(),
  hasChatChannel: onOff().optional(),
  oneOnOneIntervalMinutes: OneOnOneIntervalSchema.nullable().optional(),
};
export const NetworkingEditSchema = strict(networkingShape).refine(
  namesASetting,
  namesNone(networkingShape),
);
export type NetworkingEdit = z.input<typeof NetworkingEditSchema>;

export const EngagementEditSchema = strict({ leaderboardEnabled: onOff() });
export type EngagementEdit = z.input<typeof EngagementEditSchema>;

/** Renames a stage on every session on it (and its backstage sub-feature in access control). */
export const StageRenameSchema = strict({
  name: z.string({ error: M.stageRequired }).min(1, { error: M.stageRequired }),
  newName: z
    .string({ error: M.stageNameRequired })
    .trim()
    .min(1, { error: M.stageNameRequired })
    .max(L.stageNameMax, { error: M.stageNameMax })
    .refine((value) => !hasNul(value), { error: MESSAGES.textHasNul }),
});
export type StageRename = z.input<typeof StageRenameSchema>;
