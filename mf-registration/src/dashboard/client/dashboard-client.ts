/** The event dashboard's one call: path from EVENT_DASHBOARD_API, answer checked by its schema. */
import { apiRequest } from '@console/shared/react';
import {
  EVENT_DASHBOARD_API,
  EventDashboardSchema,
  type EventDashboard,
} from '@console/registration-contract';

export function fetchEventDashboard(
  eventId: number,
  signal?: AbortSignal,
): Promise<EventDashboard> {
  return apiRequest(EventDashboardSchema, EVENT_DASHBOARD_API.dashboard(eventId), { signal });
}
