/**
 * The HTTP server every fake model is built on: loopback only, a random free port, every request
 * recorded (so a run can show what reached the model), and one reply per request from the
 * protocol's own handler, or none: a request held open is the model still thinking, until the
 * client gives up on it (an interrupted turn) or the server closes.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly path: string;
  readonly body: string;
}

export interface Reply {
  readonly status?: number;
  readonly contentType: string;
  readonly body: string;
}

/** Answers one request, or holds it open (`HOLD`); `serial` counts requests from 1. */
export type ReplyTo = (request: RecordedRequest, serial: number) => Reply | typeof HOLD;

/** What a handler returns to leave a request unanswered. */
export const HOLD = Symbol('hold the request open');

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 that answers every request with `replyTo`. */
export async function startLoopbackServer(replyTo: ReplyTo): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const recorded = { path: request.url ?? '', body };
        requests.push(recorded);
        const reply = replyTo(recorded, requests.length);
        if (reply === HOLD) return;
        response.writeHead(reply.status ?? 200, { 'content-type': reply.contentType });
        response.end(reply.body);
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
