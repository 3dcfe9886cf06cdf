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

/** Bodies above this are refused with 413 on every route; a booking is well under 2 KB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** The envelope of an error, as the guarded server writes it for requests no route answers. */
export function renderEnvelopeError(_status: number, message: string): { headers: Record<string, string>; body: string } {
  return {
    headers: { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ status: 'failure', message }),
  };
}

/** An answer in the interface's envelope: a success when it has `data`, else a failure. */
export interface Envelope {
  message: string;
  data?: unknown;
  headers?: Record<string, string>;
}

export function sendEnvelope(res: ServerResponse, status: number, { message, data, headers = {} }: Envelope): void {
  const body = JSON.stringify(data === undefined ? { status: 'failure', message } : { status: 'success', message, data });
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

export type JsonBody = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Answers a body `parseJsonObject` refused. */
export function sendBodyError(res: ServerResponse, { status, message }: Extract<JsonBody, { ok: false }>): void {
  sendEnvelope(res, status, { message });
}

/** Reads a JSON object body strictly: JSON content type, valid UTF-8, an object (the size is capped before). */
export function parseJsonObject(req: IncomingMessage, body: Buffer): JsonBody {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, status: 415, message: 'Content-Type must be application/json' };
  try {
    const value: unknown = JSON.parse(UTF8.decode(body));
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // Not UTF-8 or not JSON: answered below like any other non-object.
  }
  return { ok: false, status: 400, message: 'Invalid JSON body' };
}

/** The one value of a query parameter, or null when it is missing or given more than once. */
export function singleParam(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : null;
}
