/**
 * GET /embed/:token: the dashboard of a valid embed token. An expired, altered or foreign token,
 * or one whose log-in session has ended (the API says which), is a 401 page; an API that fails or
 * answers something else is a 502 page. Never cached: the page is one viewer's data for minutes.
 */
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fetchDashboardData } from './dashboard-source';
import { verifyEmbedToken } from './embed-token';
import { renderDashboardPage } from './render/dashboard-page';
import { renderNoticePage } from './render/notice-page';

export interface EmbedRouteOptions {
  key: Uint8Array;
  apiUrl: string;
  /** The console's origin from the service's own configuration (for pages without claims). */
  consoleOrigin: string;
}

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

export function registerEmbedRoute(app: FastifyInstance, options: EmbedRouteOptions): void {
  const invalid = renderNoticePage(
    ANALYTICS_EXTRA_MESSAGES.embedTokenInvalid,
    options.consoleOrigin,
  );

  app.get<{ Params: { token: string } }>('/embed/:token', async (request, reply) => {
    const { token } = request.params;
    const claims = await verifyEmbedToken(token, options.key);
    if (!claims) return sendPage(reply, 401, invalid);

    const consoleOrigin = new URL(claims.consoleOrigin).origin;
    const result = await fetchDashboardData(options.apiUrl, token);
    if (result.status === 'refused')
      return sendPage(reply, 401, renderNoticePage(result.message, consoleOrigin));
    if (result.status === 'failed') {
      request.log.warn({ reason: result.reason }, 'dashboard data unavailable');
      const page = renderNoticePage(ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed, consoleOrigin);
      return sendPage(reply, 502, page);
    }
    return sendPage(reply, 200, renderDashboardPage(result.data, consoleOrigin));
  });
}
