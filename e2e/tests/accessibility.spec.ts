import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@console/shared/contract';
import { logIn, mainVirtualEventId } from './support';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard and the audiences page have no serious accessibility violations', async ({
  page,
}) => {
  await logIn(page, 'organizer');
  expect(await seriousViolations(page)).toEqual([]);
  const eventId = await mainVirtualEventId(page);
  await page.goto(`/event/${eventId}/people/audiences`);
  await expect(page.getByRole('tab', { name: 'Audience groups' })).toBeVisible();
  await expect(page.getByText(/ registrants with the .+ role$/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Content outside every landmark (axe rule `region`, moderate, so not among the serious ones). */
async function contentOutsideLandmarks(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

/** The base path of a demo event the logged-in user sees, by name: /{type segment}/{id}. */
async function eventBase(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/events');
  expect(response.ok()).toBeTruthy();
  const { events } = (await response.json()) as {
    events: { eventId: number; name: string; type: string }[];
  };
  const event = events.find((e) => e.name === name);
  if (!event) throw new Error(`The demo event ${name} is missing`);
  const segment = event.type === 'THIRD_PARTY' ? 'third-party' : event.type.toLowerCase();
  return `/${segment}/${event.eventId}`;
}

test('no event page has content outside a landmark (axe region), in every layout', async ({
  page,
}) => {
  // Several whole-page axe runs: on a busy machine (the test command runs the suites beside) they
  // alone can take a minute.
  test.setTimeout(150_000);
  await logIn(page, 'organizer');
  const pages: [event: string, path: string, title: string][] = [
    ['Demo Virtual Summit', 'event-setup/dashboard', 'Dashboard'],
    ['Demo Virtual Summit', 'people/approvals', 'Approvals'],
    ['Demo Virtual Summit', 'analytics/reports', 'Reports'],
    ['Demo Virtual Summit', 'no-such-page', 'This page does not exist'],
    ['Canceled Meetup', 'settings', 'Settings'],
    ['Northwind Annual Conference', 'analytics/reports-legacy', MESSAGES.featureNotEnabledTitle],
    ['Product Deep-Dive Webinar', 'event-setup/details', 'Basic info'],
    ['Monthly Builders Series', 'event-webinar', 'Events / Webinars'],
    ['Demo Events Hub', 'info', 'Hub info'],
    ['Regional Field Day', 'event-setup/basic', 'Basic'],
    ['Partner Roadshow', 'side-event', 'Field events'],
  ];
  for (const [event, path, title] of pages) {
    await page.goto(`${await eventBase(page, event)}/${path}`);
    await expect(
      page.getByRole('heading', { level: 1, name: title, exact: true }),
      `${event} ${path}`,
    ).toBeVisible();
    expect(await contentOutsideLandmarks(page), `${event} ${path}`).toEqual([]);
  }
});
