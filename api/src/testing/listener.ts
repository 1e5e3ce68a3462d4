/**
 * A plain HTTP server on a random loopback port that records every request reaching it (path and
 * headers) and answers with `answer` (an empty page of CRM deals by default): tests of outbound
 * calls use it to prove what was, or was not, sent.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listener {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const emptyDealsPage = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}');

export async function startListener(
  answer: (response: ServerResponse) => void = emptyDealsPage,
): Promise<Listener> {
  const requests: Listener['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
