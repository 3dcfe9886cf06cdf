/**
 * Raw HTTP/1.1 over node:net, for requests fetch() refuses to send (malformed request lines,
 * bodies that never end, requests that stall) and for reading every byte a server sends back.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

export interface Exchange {
  /** Every final response in what the server sent, in order (interim 1xx ones left out). */
  responses: RawResponse[];
  /** Bytes after the last whole response (a torn or malformed answer). */
  rest: string;
  /** The server neither answered in full nor closed within the safety limit. */
  hung: boolean;
}

/** Each response as `[status, parsed JSON body]`, what the envelope tests compare. */
export function statusesAndBodies(exchange: Exchange): [number, unknown][] {
  return exchange.responses.map((response) => [response.status, JSON.parse(response.body) as unknown]);
}

// Only a safety net against a test waiting forever: the servers' own limits are far below it.
const HUNG_AFTER_MS = 20_000;

function connectTo(url: string): Socket {
  const { hostname, port } = new URL(url);
  return connect(Number(port), hostname);
}

/** Splits bytes into the HTTP responses they hold, each framed by its Content-Length. */
export function parseResponses(bytes: Buffer): { responses: RawResponse[]; rest: Buffer } {
  const responses: RawResponse[] = [];
  let at = 0;
  for (;;) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = bytes.subarray(at, headEnd).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
    if (!status) break;
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    if (status[1]!.startsWith('1')) {
      at = headEnd + 4; // An interim answer (100 Continue) has no body and is not the response.
      continue;
    }
    const length = Number(headers['content-length'] ?? 0);
    if (!Number.isSafeInteger(length) || headEnd + 4 + length > bytes.length) break;
    responses.push({
      status: Number(status[1]),
      headers,
      body: bytes.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
    });
    at = headEnd + 4 + length;
  }
  return { responses, rest: bytes.subarray(at) };
}

/**
 * Sends `request` as is and collects what comes back until the server closes the connection.
 * `halfClose` (the default) ends the sending side after the request, so that a server sees at
 * once that nothing more comes; without it the request stays open, as a slow client's does.
 */
export function exchange(url: string, request: string | Buffer, { halfClose = true } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connectTo(url);
    const chunks: Buffer[] = [];
    let hung = false;
    const safety = setTimeout(() => {
      hung = true;
      socket.destroy();
    }, HUNG_AFTER_MS);
    socket.on('connect', () => (halfClose ? socket.end(request) : socket.write(request)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(safety);
      const { responses, rest } = parseResponses(Buffer.concat(chunks));
      resolve({ responses, rest: rest.toString('latin1'), hung });
    });
  });
}

/**
 * Sends `head` and then a chunked body that never ends, 16 KB at a time, until the server cuts
 * the connection or `maxBytes` went out. Resolves with what the server answered and how many
 * body bytes it took before the cut (`cut: false` when it never cut).
 */
export function pushUntilCut(url: string, head: string, maxBytes: number): Promise<Exchange & { sent: number; cut: boolean }> {
  return new Promise((resolve) => {
    const socket = connectTo(url);
    const chunks: Buffer[] = [];
    const piece = Buffer.concat([Buffer.from('4000\r\n'), Buffer.alloc(16 * 1024, 'x'), Buffer.from('\r\n')]);
    let sent = 0;
    let closed = false;
    const pump = () => {
      while (!closed && sent < maxBytes) {
        sent += 16 * 1024;
        if (!socket.write(piece)) return void socket.once('drain', pump);
      }
      if (!closed) socket.destroy();
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      const cut = !closed && sent < maxBytes;
      closed = true;
      const { responses, rest } = parseResponses(Buffer.concat(chunks));
      resolve({ responses, rest: rest.toString('latin1'), hung: false, sent, cut });
    });
  });
}
