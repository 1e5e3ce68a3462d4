/**
 * The event shell over the composed console and the demo data: every layout opened from the
 * dashboard by clicking, its sidebar, guards, back targets, legacy redirects and flags.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES, OUTBOX_API, OutboxListSchema } from '@console/shared/contract';
import { APPROVAL_API, ApprovalListResponseSchema } from '@console/approvals-contract';
import { csrfTokenOf, logIn, mainVirtualEventId } from './support';

const menu = (page: Page): Locator => page.getByRole('navigation', { name: 'Event menu' });
const menuLink = (page: Page, name: string): Locator =>
  menu(page).getByRole('link', { name, exact: true });
const pageTitle = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Opens an event from the dashboard by clicking its name. */
async function openFromDashboard(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(menu(page)).toBeVisible();
}

/** The event id in the current URL (/{type}/{id}/...). */
function currentEventId(page: Page): string {
  const match = /^\/[^/]+\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No event id in ${page.url()}`);
  return match[1];
}

async function expectMenuHas(
  page: Page,
  present: readonly string[],
  absent: readonly string[] = [],
): Promise<void> {
  for (const name of present)
    await expect(menuLink(page, name), `menu entry ${name}`).toBeVisible();
  for (const name of absent)
    await expect(menuLink(page, name), `no menu entry ${name}`).toHaveCount(0);
}

test.describe('layouts opened as the organizer from the dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'organizer');
  });

  test('a virtual event: standard menu with live stream and profile, no locations', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Virtual Summit');
    await expect(page).toHaveURL(/\/event\/\d+\/event-setup\/dashboard$/);
    await expect(menu(page).getByRole('heading', { name: 'Event Setup' })).toBeVisible();
    await expect(menu(page).getByRole('heading', { name: 'Venue Setup' })).toBeVisible();
    await expectMenuHas(
      page,
      [
        'Dashboard',
        'Basic',
        'Branding',
        'Live stream',
        'Registration page',
        'Form',
        'Advanced settings',
        'Alerts & Updates',
        'Calendar invites',
        'Stage',
        'Rooms',
        'Expo',
        'Attendees',
        'Speakers',
        'Audiences',
        'Profile',
        'Surveys',
        'Recordings',
        'Integrations',
        'Settings',
      ],
      ['Locations', 'Housing', 'Ticketing', 'Registration flows', 'Games', 'Check-in app'],
    );
    await expect(menu(page)).not.toHaveAttribute('data-locked', /.*/);
    await menuLink(page, 'Branding').click();
    await expect(pageTitle(page, 'Branding')).toBeVisible();
    await expect(page.getByText('Demo Virtual Summit', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the email outbox of the virtual event lists the confirmation a resend queued, its body as text', async ({
    page,
  }) => {
    const eventId = await mainVirtualEventId(page);
    const csrfToken = await csrfTokenOf(page);
    const approved = ApprovalListResponseSchema.parse(
      await (
        await page.request.get(`/api${APPROVAL_API.list(eventId)}?status=APPROVED&limit=1`)
      ).json(),
    );
    const request = approved.items[0];
    if (!request)
      throw new Error('The demo data has no approved request to resend a confirmation to');
    const resent = await page.request.post(`/api${APPROVAL_API.resendConfirmation(eventId)}`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { flowContextIds: [request.flowContextId] },
    });
    expect(resent.status()).toBe(204);
    const outbox = OutboxListSchema.parse(
      await (await page.request.get(`/api${OUTBOX_API.list(eventId)}`)).json(),
    );
    const email = outbox.emails.find(
      (e) => e.to === request.email && e.template === 'REGISTRATION_CONFIRMATION',
    );
    if (!email) throw new Error(`No confirmation email to ${request.email} in the outbox`);

    await openFromDashboard(page, 'Demo Virtual Summit');
    await menuLink(page, 'Email outbox').click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/communication/outbox$`));
    await expect(pageTitle(page, 'Email outbox')).toBeVisible();
    await expect(page.getByText(MESSAGES.outboxKeptNotSent)).toHaveCount(
      outbox.deliveryConfigured ? 0 : 1,
    );
    const row = page
      .getByRole('grid', { name: 'Email outbox' })
      .getByRole('row')
      .filter({ hasText: email.to })
      .filter({ hasText: email.subject })
      .first();
    await row.getByRole('button', { name: email.subject, exact: true }).click();
    const panel = page.getByRole('dialog', { name: email.subject });
    await expect(panel.getByTestId('email-body')).toHaveText(email.body);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('an in-person event: no live stream or profile, locations and on-site', async ({ page }) => {
    await openFromDashboard(page, 'Demo City Expo');
    await expectMenuHas(
      page,
      ['Basic', 'Locations', 'Check-in app', 'Lead capture app', 'Badges', 'Attendees'],
      ['Live stream', 'Profile', 'Housing'],
    );
    await expect(menu(page).getByRole('heading', { name: 'On-site' })).toBeVisible();
  });

  test('a hybrid flex event: flex registration, housing, games and one entry per enabled portal', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Hybrid Forum');
    await expect(menu(page).getByRole('heading', { name: 'Event Info' })).toBeVisible();
    await expect(menu(page).getByRole('heading', { name: 'Portal setup' })).toBeVisible();
    await expectMenuHas(
      page,
      [
        'Ticketing',
        'Registration flows',
        'Domain settings',
        'Locations',
        'Sponsors',
        'Housing',
        'Games',
        'Live stream',
        'Sponsor portal',
        'Speaker portal',
      ],
      ['Form', 'Exhibitor portal'],
    );
    const eventId = currentEventId(page);
    await menuLink(page, 'Speaker portal').click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/portal/\\d+$`));
    await expect(pageTitle(page, 'Portal setup')).toBeVisible();
  });

  test('a webinar: webinar details with embed (event flag), legacy analytics entries', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Product Deep-Dive Webinar');
    await expect(page).toHaveURL(/\/webinar\/\d+\/event-setup\/details$/);
    await expect(menu(page).getByRole('heading', { name: 'Webinar Details' })).toBeVisible();
    await expectMenuHas(
      page,
      [
        'Basic info',
        'Branding',
        'Domain settings',
        'Embed webinar',
        'Alerts',
        'Templates',
        'Invites',
        'Engagement',
        'Reports',
        'Legacy reports',
        'Revenue dashboard',
        'Legacy revenue dashboard',
        'Report download',
        'Recordings',
        'Settings',
      ],
      ['Basic', 'Live stream', 'Profile', 'Alerts & Updates'],
    );
    await menuLink(page, 'Recordings').click();
    await expect(pageTitle(page, 'Recordings')).toBeVisible();
    await page.getByRole('link', { name: 'On-demand recordings' }).click();
    await expect(page).toHaveURL(/\/webinar\/\d+\/recordings\/on-demand$/);
  });

  test('a series and its flex child: series menu, child registration, back to the series', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Monthly Builders Series');
    await expect(page).toHaveURL(/\/series\/\d+\/info$/);
    const seriesId = currentEventId(page);
    await expectMenuHas(
      page,
      [
        'Series info',
        'Registration page',
        'Events / Webinars',
        'Attendees',
        'Audiences',
        'Standard',
        'Saved templates',
        'Domain settings',
      ],
      ['Speakers', 'Custom'],
    );
    await menuLink(page, 'Events / Webinars').click();
    await expect(page).toHaveURL(new RegExp(`/series/${seriesId}/event-webinar$`));
    await page.getByRole('link', { name: 'Builders Series: Part 2', exact: true }).click();
    await expect(page).toHaveURL(/\/event\/\d+\/event-setup\/dashboard$/);
    const registration = menu(page).getByRole('list', { name: 'Registration' });
    await expect(registration.getByRole('link')).toHaveText(['Advanced settings']);
    await expectMenuHas(
      page,
      ['Domain settings'],
      ['Registration page', 'Ticketing', 'Registration flows'],
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/series/${seriesId}/event-webinar$`));
  });

  test('a field event: field menu with flows, on-site and settings', async ({ page }) => {
    await openFromDashboard(page, 'Regional Field Day');
    await expect(page).toHaveURL(/\/field\/\d+\//);
    await expectMenuHas(
      page,
      [
        'Dashboard',
        'Basic info',
        'Branding',
        'Domain settings',
        'Registration page',
        'Flows',
        'Locations',
        'Schedule',
        'Check-in app',
        'Lead capture app',
        'Badges',
        'Reports',
        'Settings',
      ],
      ['Widgets', 'Live stream', 'Lobby'],
    );
  });

  test('a third-party event and its side event: field events list, widgets, back to the parent', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Partner Roadshow');
    await expect(page).toHaveURL(/\/third-party\/\d+\/event-setup\/basic$/);
    const parentId = currentEventId(page);
    await expectMenuHas(
      page,
      [
        'Event info',
        'Standard',
        'Custom',
        'Saved templates',
        'Leads',
        'Check-in app',
        'Field events',
        'Integrations',
      ],
      ['Attendees', 'Branding'],
    );
    await menuLink(page, 'Integrations').click();
    await expect(page).toHaveURL(new RegExp(`/third-party/${parentId}/event-integration$`));
    await expect(page.getByText(MESSAGES.permissionDeniedTitle)).toHaveCount(0);
    await menuLink(page, 'Field events').click();
    await expect(page).toHaveURL(new RegExp(`/third-party/${parentId}/side-event$`));
    await page.getByRole('link', { name: 'Roadshow Side Session', exact: true }).click();
    await expect(page).toHaveURL(/\/side_field\/\d+\//);
    await expectMenuHas(page, ['Widgets', 'Basic info'], ['Settings']);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/third-party/${parentId}/side-event$`));
  });

  test('a hub: hub menu, event-setup/basic redirects to info', async ({ page }) => {
    await openFromDashboard(page, 'Demo Events Hub');
    await expect(page).toHaveURL(/\/hub\/\d+\/info$/);
    const hubId = currentEventId(page);
    await expect(menu(page).getByRole('link')).toHaveText([
      'Hub info',
      'Landing Page',
      'Events / Webinars',
      'Domain settings',
    ]);
    await page.goto(`/hub/${hubId}/event-setup/basic`);
    await expect(page).toHaveURL(new RegExp(`/hub/${hubId}/info$`));
    await expect(pageTitle(page, 'Hub info')).toBeVisible();
  });

  test('an event opened from a hub keeps hubId while navigating, and back returns to the hub', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Events Hub');
    const hubId = currentEventId(page);
    await openFromDashboard(page, 'Demo City Expo');
    const eventId = currentEventId(page);
    await page.goto(`/event/${eventId}/event-setup/basic?hubId=${hubId}`);
    await menuLink(page, 'Attendees').click();
    await expect(page).toHaveURL(
      new RegExp(`/event/${eventId}/people/attendees\\?hubId=${hubId}$`),
    );
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/hub/${hubId}/event-webinar$`));
  });

  test('a canceled event shows a locked sidebar and a read-only banner', async ({ page }) => {
    await openFromDashboard(page, 'Canceled Meetup');
    await expect(menu(page)).toHaveAttribute('data-locked', 'true');
    await expect(menu(page).getByText('Locked')).toBeVisible();
    await expect(page.getByTestId('read-only-banner')).toContainText('canceled');
    await menuLink(page, 'Settings').click();
    await expect(pageTitle(page, 'Settings')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('a shell page outside both specs is marked in the menu, says what it is for and that it is managed outside this release, with nothing to save', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Virtual Summit');
    // The menu says so before it is opened: a visible marker, described by the menu's note.
    const entry = (name: string) =>
      menu(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(entry('Branding')).toContainText(MESSAGES.managedOutsideBadge);
    await expect(menuLink(page, 'Branding')).toHaveAccessibleDescription(
      `${MESSAGES.managedOutsideBadge} ${MESSAGES.managedOutsideNote}`,
    );
    await expect(entry('Attendees')).not.toContainText(MESSAGES.managedOutsideBadge);
    await menuLink(page, 'Branding').click();
    await expect(pageTitle(page, 'Branding')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/^Set up the event itself/)).toBeVisible();
    await expect(main.getByText(MESSAGES.managedOutsideReleaseTitle)).toBeVisible();
    await expect(main.getByText(MESSAGES.managedOutsideReleaseBody)).toBeVisible();
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  });

  test('the developer feature-flags panel is not shown to organizers', async ({ page }) => {
    await openFromDashboard(page, 'Product Deep-Dive Webinar');
    await menuLink(page, 'Settings').click();
    await expect(pageTitle(page, 'Settings')).toBeVisible();
    await expect(page.getByText(MESSAGES.managedOutsideReleaseTitle)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Feature flags' })).toHaveCount(0);
    await expect(page.locator('[data-flag]')).toHaveCount(0);
    await menuLink(page, 'Basic info').click();
    await expect(pageTitle(page, 'Basic info')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Feature flags' })).toHaveCount(0);
  });

  test('a page whose feature flag is off is refused when opened by URL, and not offered in the menu', async ({
    page,
  }) => {
    // Legacy analytics is off for the Northwind organization.
    await openFromDashboard(page, 'Northwind Annual Conference');
    const eventId = currentEventId(page);
    await expectMenuHas(
      page,
      ['Dashboard', 'Reports', 'Revenue dashboard'],
      ['Dashboard (Legacy)', 'Legacy reports', 'Legacy revenue dashboard'],
    );
    for (const path of [
      'event-setup/dashboard-legacy',
      'analytics/reports-legacy',
      'analytics/revenue-dashboard-legacy',
    ]) {
      await page.goto(`/event/${eventId}/${path}`);
      await expect(pageTitle(page, MESSAGES.featureNotEnabledTitle), path).toBeVisible();
      await expect(page.getByText(MESSAGES.featureNotEnabledBody)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to the event info page' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/basic$`));
    await expect(pageTitle(page, 'Basic')).toBeVisible();
  });

  test('a flagged page opens where its flag is on', async ({ page }) => {
    // Legacy analytics is on for the Demo organization.
    await openFromDashboard(page, 'Demo Virtual Summit');
    const eventId = currentEventId(page);
    await menuLink(page, 'Legacy reports').click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/analytics/reports-legacy$`));
    await expect(pageTitle(page, 'Legacy reports')).toBeVisible();
    await expect(page.getByText(MESSAGES.featureNotEnabledTitle)).toHaveCount(0);
  });

  test('the sidebar stays in view on a long page and scrolls on its own', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await openFromDashboard(page, 'Demo Virtual Summit');
    await menuLink(page, 'Branding').click();
    await expect(pageTitle(page, 'Branding')).toBeVisible();
    // As long as a long list would make it.
    await page.getByRole('main').evaluate((main) => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      main.append(spacer);
    });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    const box = await menu(page).boundingBox();
    expect(box?.y ?? -1).toBeCloseTo(0, 0);
    expect(box?.height).toBeLessThanOrEqual(480);
    await expect(menuLink(page, 'Branding')).toBeInViewport();
    // The virtual event's menu is taller than this viewport: it scrolls to its last entry itself.
    await expect(menuLink(page, 'Report download')).not.toBeInViewport();
    await menu(page).evaluate((nav) => {
      nav.scrollTop = nav.scrollHeight;
    });
    await expect.poll(() => menu(page).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    await expect(menuLink(page, 'Report download')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  });

  test('a legacy short path lands on its grouped path with its query string', async ({ page }) => {
    await openFromDashboard(page, 'Demo Virtual Summit');
    const eventId = currentEventId(page);
    await page.goto(`/event/${eventId}/attendees?source=legacy&page=2`);
    await expect(page).toHaveURL(
      new RegExp(`/event/${eventId}/people/attendees\\?source=legacy&page=2$`),
    );
    await expect(pageTitle(page, 'Attendees')).toBeVisible();
    await page.goto(`/event/${eventId}/basic?tab=1`);
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/basic\\?tab=1$`));
  });

  test('an unknown page inside an event shows not found with a link back to the event', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Virtual Summit');
    const eventId = currentEventId(page);
    await page.goto(`/event/${eventId}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Demo Virtual Summit' }).click();
    await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/dashboard$`));
  });

  test('the support chat launcher is offered except on venue-setup, people and standard communication pages', async ({
    page,
  }) => {
    await openFromDashboard(page, 'Demo Virtual Summit');
    const launcher = page.getByRole('button', { name: 'Chat with support' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Support' })).toContainText('by email');
    await menuLink(page, 'Attendees').click();
    await expect(launcher).toHaveCount(0);
    await menuLink(page, 'Lobby').click();
    await expect(launcher).toHaveCount(0);
    await menuLink(page, 'Standard').click();
    await expect(launcher).toHaveCount(0);
    await menuLink(page, 'Custom').click();
    await expect(launcher).toBeVisible();
  });
});

test('the booth owner is kept to expo and the reports (their Booths dashboard)', async ({
  page,
}) => {
  await logIn(page, 'booth');
  await openFromDashboard(page, 'Demo Virtual Summit');
  await expect(page).toHaveURL(/\/event\/\d+\/venue-setup\/expo$/);
  const eventId = currentEventId(page);
  await expect(menu(page).getByRole('link')).toHaveText(['Expo', 'Reports']);
  await page.goto(`/event/${eventId}/analytics/reportDownloads`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/venue-setup/expo$`));
  await expect(menu(page)).toHaveAttribute('data-locked', 'true');
  await page.goto(`/event/${eventId}/people/attendees`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/venue-setup/expo$`));
  await page.goto(`/event/${eventId}/settings`);
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/venue-setup/expo$`));
});

test('the viewer meets the permission-denied page and is offered the info page', async ({
  page,
}) => {
  await logIn(page, 'viewer');
  await openFromDashboard(page, 'Demo Virtual Summit');
  const eventId = currentEventId(page);
  await expectMenuHas(
    page,
    ['Dashboard', 'Basic', 'Reports', 'Recordings'],
    ['Audiences', 'Settings', 'Branding'],
  );
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByText(MESSAGES.permissionDeniedTitle)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the event info page' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${eventId}/event-setup/basic$`));
  await expect(pageTitle(page, 'Basic')).toBeVisible();
});

test('a user without a role on an event is sent to the dashboard', async ({ page, browser }) => {
  const organizerContext = await browser.newContext();
  const organizerPage = await organizerContext.newPage();
  await logIn(organizerPage, 'organizer');
  const all = (await (await organizerPage.request.get('/api/events')).json()) as {
    events: { eventId: number; name: string }[];
  };
  await organizerContext.close();
  const cityExpo = all.events.find((e) => e.name === 'Demo City Expo');
  if (!cityExpo) throw new Error('Demo City Expo is missing');

  await logIn(page, 'booth');
  const own = (await (await page.request.get('/api/events')).json()) as {
    events: { eventId: number }[];
  };
  expect(own.events.some((e) => e.eventId === cityExpo.eventId)).toBe(false);
  await page.goto(`/event/${cityExpo.eventId}/event-setup/basic`);
  await expect(page).toHaveURL(/\/dashboard$/);
});
