/** An instant's calendar day 'YYYY-MM-DD' in the event's zone ('' for a non-date). */
import { instantToWallTime } from '@console/shared/ui/form';

export const dayInZone = (iso: string, timeZone: string): string =>
  instantToWallTime(iso, timeZone).slice(0, 'YYYY-MM-DD'.length);
