/**
 * "Test connection": one GET of the business, the way the widget will make it, with an answer
 * a site owner can act on. Every failure says what exactly went wrong and which field to fix:
 * an address without its scheme, one the browser cannot reach (or may not read: CORS), a key
 * the platform refused, an address where the platform is not, an answer that is not JSON.
 */
import { parseBusiness } from '../src/api/parse.js';
import type { Business } from '../src/api/types.js';

/** Long enough for a slow platform, short enough that a wrong address does not leave the owner waiting. */
export const CONNECTION_TIMEOUT_MS = 10_000;

export type ConnectionProblem =
  | 'no-address'
  | 'no-scheme'
  | 'not-an-address'
  | 'not-http'
  | 'mixed-content'
  | 'no-key'
  | 'unreachable'
  | 'timeout'
  | 'key-refused'
  | 'not-found'
  | 'server-error'
  | 'unexpected-status'
  | 'not-json'
  | 'not-the-interface';

export type ConnectionResult =
  | { ok: true; business: Business; baseUrl: string; apiKey: string }
  | {
      ok: false;
      problem: ConnectionProblem;
      /** The field the site owner should correct, when one is to blame. */
      field: 'base-url' | 'api-key' | undefined;
      message: string;
    };

export interface ConnectionRequest {
  baseUrl: string;
  apiKey: string;
  signal?: AbortSignal;
  /** The page's fetch unless a test gives another. */
  fetch?: typeof fetch;
  /** The configurator's own address: an https page cannot call an http platform. */
  pageUrl?: string;
}

const failure = (problem: ConnectionProblem, field: 'base-url' | 'api-key' | undefined, message: string): ConnectionResult => ({
  ok: false,
  problem,
  field,
  message,
});

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** The address checked before any request: the endpoint to call, or why there is none. */
function businessEndpoint(baseUrl: string, pageUrl: string | undefined): URL | ConnectionResult {
  if (!baseUrl)
    return failure('no-address', 'base-url', 'Enter the platform’s address, for example https://booking.example.com.');
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(baseUrl)) {
    return failure(
      'no-scheme',
      'base-url',
      `The address “${baseUrl}” has no scheme: write it in full, for example https://${baseUrl.replace(/^\/+/, '')}.`,
    );
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return failure('not-an-address', 'base-url', `“${baseUrl}” is not a web address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return failure(
      'not-http',
      'base-url',
      `The address must begin with https:// (or http:// for a test on this computer), not ${url.protocol}//.`,
    );
  }
  if (pageUrl?.startsWith('https:') && url.protocol === 'http:' && !LOCAL_HOSTS.test(url.hostname)) {
    return failure(
      'mixed-content',
      'base-url',
      `This page is served over https, and browsers block its calls to an http address: use the platform’s https address (https://${url.host}…).`,
    );
  }
  return new URL('api/business', url.href.replace(/\/?$/, '/'));
}

/** The first characters of an answer, to show what came back instead of JSON. */
const beginning = (text: string) => {
  const start = text.trim().replace(/\s+/g, ' ');
  return start.length > 40 ? `${start.slice(0, 40)}…` : start;
};

/** The envelope's message when the answer has one, quoted for a sentence. */
function quotedMessage(text: string): string {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    return typeof message === 'string' && message ? ` “${message}”` : '';
  } catch {
    return '';
  }
}

/** What the status of an answer other than 2xx means for the site owner. */
function statusFailure(status: number, text: string, where: string): ConnectionResult {
  const said = `${status}${quotedMessage(text)}`;
  if (status === 401 || status === 403) {
    return failure('key-refused', 'api-key', `The platform refused the API key (${said}). Copy the key again from the platform.`);
  }
  if (status === 404) {
    return failure(
      'not-found',
      'base-url',
      `Nothing was found at ${where} (${said}). Check the address: it is the platform’s own address, without /api at the end.`,
    );
  }
  if (status >= 500) {
    return failure('server-error', undefined, `The platform had an error (${said}). Try again in a few minutes.`);
  }
  return failure(
    'unexpected-status',
    undefined,
    `The platform answered ${said} at ${where}, where the booking interface answers 200.`,
  );
}

/** Reads the answer of a 2xx: the business, or why this is not the booking interface. */
function businessFrom(text: string, where: string): Business | ConnectionResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const seen = beginning(text);
    return failure(
      'not-json',
      'base-url',
      `The answer from ${where} is not JSON${seen ? ` (it begins “${seen}”)` : ' (it is empty)'}: this address is probably a web site, not the booking platform.`,
    );
  }
  const envelope = body as { status?: unknown; data?: unknown } | null;
  try {
    if (envelope?.status !== 'success') throw new Error('no success envelope');
    return parseBusiness(envelope.data);
  } catch {
    return failure(
      'not-the-interface',
      'base-url',
      `The answer from ${where} is JSON, but not the business details of the booking interface. Check the address.`,
    );
  }
}

/** Asks the platform for the business, as the widget will; never rejects. */
export async function testConnection(request: ConnectionRequest): Promise<ConnectionResult> {
  const baseUrl = request.baseUrl.trim();
  const apiKey = request.apiKey.trim();
  const endpoint = businessEndpoint(baseUrl, request.pageUrl);
  if (!(endpoint instanceof URL)) return endpoint;
  if (!apiKey) return failure('no-key', 'api-key', 'Enter the business’s API key, as the platform shows it.');

  const where = endpoint.href;
  endpoint.searchParams.set('api_key', apiKey);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), CONNECTION_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  let status: number;
  let text: string;
  try {
    const response = await (request.fetch ?? fetch)(endpoint.href, { headers: { Accept: 'application/json' }, signal });
    status = response.status;
    text = await response.text();
  } catch {
    if (timeout.signal.aborted) {
      return failure('timeout', 'base-url', `No answer from ${where} within ${CONNECTION_TIMEOUT_MS / 1000} seconds.`);
    }
    return failure(
      'unreachable',
      'base-url',
      `The browser could not reach ${where}. Either nothing answers at this address, or the platform does not let other sites call it (CORS: its answers must carry Access-Control-Allow-Origin). The browser’s console says which.`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (status < 200 || status > 299) return statusFailure(status, text, where);
  const business = businessFrom(text, where);
  return 'ok' in business ? business : { ok: true, business, baseUrl, apiKey };
}
