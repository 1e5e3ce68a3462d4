import { defineRemoteApp, lazyPage } from '@console/shared/react';

/** mf-registration's pages, one per catalogue route whose app is mf-registration. */
export default defineRemoteApp({
  'eventSetup.dashboard': lazyPage(
    () => import('./dashboard'),
    (m) => m.DashboardPage,
  ),
  'eventSetup.legacyDashboard': lazyPage(
    () => import('./dashboard'),
    (m) => m.LegacyDashboardPage,
  ),
  'registration.form': lazyPage(
    () => import('./form'),
    (m) => m.FormPage,
  ),
  'registration.flows': lazyPage(
    () => import('./flows'),
    (m) => m.FlowsPage,
  ),
  'registration.tickets': lazyPage(
    () => import('./ticketing'),
    (m) => m.TicketsPage,
  ),
  'registration.ticketCreate': lazyPage(
    () => import('./ticketing'),
    (m) => m.TicketCreatePage,
  ),
  'registration.ticketEdit': lazyPage(
    () => import('./ticketing'),
    (m) => m.TicketEditPage,
  ),
  'registration.coupons': lazyPage(
    () => import('./ticketing'),
    (m) => m.CouponsPage,
  ),
  'registration.couponCreate': lazyPage(
    () => import('./ticketing'),
    (m) => m.CouponCreatePage,
  ),
  'registration.couponEdit': lazyPage(
    () => import('./ticketing'),
    (m) => m.CouponEditPage,
  ),
});
