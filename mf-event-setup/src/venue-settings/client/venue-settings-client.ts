/**
 * The venue and engagement settings endpoints (issue #43), one function per call. Paths come from
 * the contract's VENUE_SETTINGS_API; answers are validated with the contract's schemas. Every edit
 * answers the settings as they are now.
 */
import { apiRequest } from '@console/shared/react';
import {
  ExpoSettingsSchema,
  VENUE_SETTINGS_API,
  VenueSettingsSchema,
  type EngagementEdit,
  type ExpoEdit,
  type ExpoSettings,
  type NetworkingEdit,
  type StageRename,
  type VenueSettings,
  type ZoneEdit,
  type ZonesEdit,
} from '@console/event-setup-contract';

export function fetchVenueSettings(eventId: number, signal?: AbortSignal): Promise<VenueSettings> {
  return apiRequest(VenueSettingsSchema, VENUE_SETTINGS_API.settings(eventId), { signal });
}

export function fetchExpoSettings(eventId: number, signal?: AbortSignal): Promise<ExpoSettings> {
  return apiRequest(ExpoSettingsSchema, VENUE_SETTINGS_API.expo(eventId), { signal });
}

const patch = (path: string, body: object) =>
  apiRequest(VenueSettingsSchema, path, { method: 'PATCH', body });

export const editZones = (eventId: number, body: ZonesEdit) =>
  patch(VENUE_SETTINGS_API.zones(eventId), body);

/** The pages whose only switch is their zone. */
export type ZonePage = 'lobby' | 'stages' | 'rooms';

export const editZone = (eventId: number, page: ZonePage, body: ZoneEdit) =>
  patch(VENUE_SETTINGS_API[page](eventId), body);

export const editExpo = (eventId: number, body: ExpoEdit) =>
  patch(VENUE_SETTINGS_API.expo(eventId), body);

export const editNetworking = (eventId: number, body: NetworkingEdit) =>
  patch(VENUE_SETTINGS_API.networking(eventId), body);

export const editEngagement = (eventId: number, body: EngagementEdit) =>
  patch(VENUE_SETTINGS_API.engagement(eventId), body);

export function renameStage(eventId: number, body: StageRename): Promise<VenueSettings> {
  return apiRequest(VenueSettingsSchema, VENUE_SETTINGS_API.stageRename(eventId), {
    method: 'POST',
    body,
  });
}
