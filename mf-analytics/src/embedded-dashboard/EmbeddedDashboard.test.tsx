/**
 * One embedded dashboard (spec §2.10): the frame, its size from the service's messages only,
 * drill-downs passed up, loading and error states, and the URL renewed before it expires.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { EmbeddedDashboard, EMBED_LOAD_TIMEOUT_MS, MIN_FRAME_HEIGHT } from './EmbeddedDashboard';
import type { EmbedSource } from './embed-source';
import { EMBED_REFRESH_MARGIN_MS } from './refresh-timing';
import { anEmbedUrl, postFromFrame, SERVICE_ORIGIN, withEmbedUrls } from '../testing/embed';
import { EVENT_ID, FetchRouter, renderAnalyticsPage, reply } from '../testing/render';
import {
  ANALYTICS_API,
  ANALYTICS_EXTRA_MESSAGES,
  EMBED_TOKEN_TTL_SECONDS,
} from '@console/analytics-contract';

const STAGES: EmbedSource = {
  kind: 'dashboard',
  dashboard: 'STAGES',
  boothOwner: false,
  variant: 'current',
};
const embedPath = ANALYTICS_API.embedUrl(EVENT_ID);

function renderDashboard(
  options: {
    api?: FetchRouter;
    onDrillDown?: jest.Mock;
    advanceTimers?: (ms: number) => void;
  } = {},
) {
  const api = options.api ?? withEmbedUrls(new FetchRouter(), EVENT_ID);
  return renderAnalyticsPage(
    <EmbeddedDashboard
      title="Stages dashboard"
      source={STAGES}
      onDrillDown={options.onDrillDown}
    />,
    {
      path: 'analytics/reports',
      at: 'analytics/reports',
      fetch: api,
      advanceTimers: options.advanceTimers,
    },
  );
}

const frame = () => screen.findByTitle<HTMLIFrameElement>('Stages dashboard');

describe('EmbeddedDashboard: the frame', () => {
  it('loads the signed URL in a sandboxed frame without a referrer, asked for with the source', async () => {
    const { api } = renderDashboard();
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', `${SERVICE_ORIGIN}/embed/STAGES-1`);
    expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(api.callsTo('POST', embedPath).map((c) => c.body)).toEqual([
      { dashboard: 'STAGES', boothOwner: false, variant: 'current' },
    ]);
  });

  it('shows the loading state until the frame reports its size', async () => {
    renderDashboard();
    const iframe = await frame();
    expect(screen.getByText('Loading Stages dashboard…')).toBeInTheDocument();
    postFromFrame(iframe, { type: 'embedSize', height: 640 });
    expect(screen.queryByText('Loading Stages dashboard…')).not.toBeInTheDocument();
  });
});

describe('EmbeddedDashboard: embedSize', () => {
  it('from the service’s origin sets the frame’s height', async () => {
    renderDashboard();
    const iframe = await frame();
    postFromFrame(iframe, { type: 'embedSize', height: 640 });
    expect(iframe.style.height).toBe('640px');
    postFromFrame(iframe, { type: 'embedSize', height: 1200 });
    expect(iframe.style.height).toBe('1200px');
  });

  it('never makes the frame shorter than the minimum', async () => {
    renderDashboard();
    const iframe = await frame();
    postFromFrame(iframe, { type: 'embedSize', height: 20 });
    expect(iframe.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
  });

  it('from another origin is ignored', async () => {
    renderDashboard();
    const iframe = await frame();
    postFromFrame(iframe, { type: 'embedSize', height: 640 }, 'http://evil.example');
    expect(iframe.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
    expect(screen.getByText('Loading Stages dashboard…')).toBeInTheDocument();
  });

  it('from another window of the service’s origin is ignored', async () => {
    renderDashboard();
    const iframe = await frame();
    const other = document.createElement('iframe');
    document.body.append(other);
    postFromFrame(other, { type: 'embedSize', height: 640 });
    expect(iframe.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
    other.remove();
  });

  it('of another shape is ignored', async () => {
    renderDashboard();
    const iframe = await frame();
    postFromFrame(iframe, { type: 'embedSize', height: 640, extra: 1 });
    postFromFrame(iframe, { type: 'embedSize', height: -5 });
    expect(iframe.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
  });
});

describe('EmbeddedDashboard: drillDown', () => {
  it('from the service’s origin is passed up', async () => {
    const onDrillDown = jest.fn();
    renderDashboard({ onDrillDown });
    const iframe = await frame();
    const message = { type: 'drillDown', dashboardId: 'STAGE_DETAIL', filters: { stage: 'Main' } };
    postFromFrame(iframe, message, 'http://evil.example');
    postFromFrame(iframe, { ...message, dashboardId: 'ADMIN' });
    expect(onDrillDown).not.toHaveBeenCalled();
    postFromFrame(iframe, message);
    expect(onDrillDown).toHaveBeenCalledWith(message);
  });
});

describe('EmbeddedDashboard: errors', () => {
  it('a URL that cannot be had shows the error, and Retry asks again', async () => {
    let fail = true;
    const api = new FetchRouter().on('POST', embedPath, () =>
      fail ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }) : anEmbedUrl('ok'),
    );
    const { user } = renderDashboard({ api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await frame()).toHaveAttribute('src', `${SERVICE_ORIGIN}/embed/ok`);
  });

  it('a URL that is not http(s) is never loaded', async () => {
    const api = new FetchRouter().on('POST', embedPath, {
      url: 'javascript:alert(1)',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    renderDashboard({ api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed,
    );
    expect(screen.queryByTitle('Stages dashboard')).not.toBeInTheDocument();
  });
});

describe('EmbeddedDashboard: timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a frame that never reports its size is an error, and Retry loads a new URL', async () => {
    const { user, api } = renderDashboard({ advanceTimers: jest.advanceTimersByTime });
    await frame();
    act(() => jest.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed,
    );
    expect(screen.queryByTitle('Stages dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await frame()).toHaveAttribute('src', `${SERVICE_ORIGIN}/embed/STAGES-2`);
    expect(api.callsTo('POST', embedPath)).toHaveLength(2);
  });

  it('a frame that reported its size does not time out', async () => {
    renderDashboard();
    postFromFrame(await frame(), { type: 'embedSize', height: 640 });
    act(() => jest.advanceTimersByTime(EMBED_LOAD_TIMEOUT_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a new URL shortly before the token expires, keeping the frame’s height', async () => {
    const { api } = renderDashboard();
    const iframe = await frame();
    postFromFrame(iframe, { type: 'embedSize', height: 640 });
    const renewAt = EMBED_TOKEN_TTL_SECONDS * 1000 - EMBED_REFRESH_MARGIN_MS;
    act(() => jest.advanceTimersByTime(renewAt - 1000));
    expect(api.callsTo('POST', embedPath)).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(screen.getByTitle('Stages dashboard')).toHaveAttribute(
        'src',
        `${SERVICE_ORIGIN}/embed/STAGES-2`,
      ),
    );
    expect(api.callsTo('POST', embedPath)).toHaveLength(2);
    expect(screen.getByTitle('Stages dashboard').style.height).toBe('640px');
    expect(screen.queryByText('Loading Stages dashboard…')).not.toBeInTheDocument();
  });
});
