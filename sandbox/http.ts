import type { IncomingMessage, ServerResponse } from 'node:http';

/** Every response: any origin may read it (the widget is always cross-origin). */
const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, X-API-Version, Idempotent-Replayed',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-API-Version': '1.0',
} as const;

const PREFLIGHT_HEADERS = {
  ...COMMON_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
  'Access-Control-Max-Age': '600',
  'Content-Length': '0',
} as const;

/** Bodies above this are refused with 413; a booking is well under 2 KB. */
export const BODY_LIMIT_BYTES = 16 * 1024;
// Beyond this a body is not read any further: the 413 goes out and the connection is closed.
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export function sendEnvelope(
  res: ServerResponse, status: number, message: string, data?: unknown, headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(data === undefined
    ? { status: 'failure', message }
    : { status: 'success', message, data });
  res.writeHead(status, {
    ...COMMON_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, PREFLIGHT_HEADERS);
  res.end();
}

export type JsonBody =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: number; message: string; close?: boolean };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Answers a body `readJsonObject` refused, closing the connection where it was not read whole. */
export function sendBodyError(res: ServerResponse, { status, message, close }: Extract<JsonBody, { ok: false }>): void {
  sendEnvelope(res, status, message, undefined, close ? { Connection: 'close' } : {});
}

/** Reads a JSON object body strictly: JSON content type, size limit, valid UTF-8, an object. */
export function readJsonObject(req: IncomingMessage): Promise<JsonBody> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return Promise.resolve({ ok: false, status: 415, message: 'Content-Type must be application/json' });
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT_BYTES) {
    return Promise.resolve({ ok: false, status: 413, message: 'Payload too large', close: true });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
      // Answer now; `Connection: close` ends the socket once the answer is out.
      else if (size > DRAIN_LIMIT_BYTES) resolve({ ok: false, status: 413, message: 'Payload too large', close: true });
    });
    // A client that went away mid-body: settle, so nothing waits forever (no one reads the answer).
    req.on('error', () => resolve({ ok: false, status: 400, message: 'Invalid JSON body', close: true }));
    req.on('close', () => {
      if (!req.complete) resolve({ ok: false, status: 400, message: 'Invalid JSON body', close: true });
    });
    req.on('end', () => {
      if (size > BODY_LIMIT_BYTES) return resolve({ ok: false, status: 413, message: 'Payload too large' });
      try {
        const value: unknown = JSON.parse(UTF8.decode(Buffer.concat(chunks)));
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          return resolve({ ok: true, value: value as Record<string, unknown> });
        }
      } catch {
        // Not UTF-8 or not JSON: answered below like any other non-object.
      }
      resolve({ ok: false, status: 400, message: 'Invalid JSON body' });
    });
  });
}

/** The one value of a query parameter, or null when it is missing or given more than once. */
export function singleParam(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : null;
}
