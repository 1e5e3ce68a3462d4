/** How the dashboard writes its figures: counts with separators, 'Unlimited' for no quantity. */
import { formatNumber } from '@console/shared/ui';
import {
  DASHBOARD_UNLIMITED,
  EVENT_DASHBOARD_MESSAGES,
  type DashboardTicket,
} from '@console/registration-contract';

type Quantity = DashboardTicket['quantity'];

export const isUnlimited = (quantity: Quantity): quantity is typeof DASHBOARD_UNLIMITED =>
  quantity === DASHBOARD_UNLIMITED;

/** 1234 → "1,234"; DASHBOARD_UNLIMITED → "Unlimited". */
export const quantityLabel = (quantity: Quantity): string =>
  isUnlimited(quantity) ? EVENT_DASHBOARD_MESSAGES.unlimited : formatNumber(quantity);
