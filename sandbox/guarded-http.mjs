// The one request handler wrapper of every server the project starts (the sandbox, the demo
// pages, the benchmark's page server; `guardServer` alone for the test runner's server, whose
// requests koa answers): any byte sequence gets a well-formed HTTP response or a closed
// connection, never a crash and never a hang. Plain JavaScript so that web-test-runner's config
// can load it without a TypeScript loader.
//
// What `createGuardedServer` guarantees before its handler sees a request:
// - the body is read whole, at most `bodyLimitBytes` of it (declared or streamed): beyond that
//   413 and the connection closes, whatever the route, method or key;
// - a request (headers and body) not complete within `timeoutMs` gets 408 once, then the close;
// - bytes Node cannot parse get 400 (431 for oversized headers), then the close; bytes after a
//   whole request that are no request close the connection once that request is answered;
// - a method outside `methods` gets 405 with `Allow`; a target that is not a path gets 404;
// - one response per request: an error after the answer began only closes the connection;
// - a handler that throws or rejects gets 500 (its error goes to `onError`), one that settles
//   without answering too.
import { createServer, STATUS_CODES } from 'node:http';

export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Base for reading a path target; never a host anyone serves. */
const TARGET_BASE = 'http://target.invalid';

const noop = () => {};

// The request each socket is on, and the sockets answered with `Connection: close` (bytes that
// still come there are not answered): together they say what a parse error or a timeout may do.
const exchanges = new WeakMap();
const closing = new WeakSet();

/** After a parse error or timeout: 'answer' it, let the 'pending' answer of a whole request go out first, or only 'close'. */
function afterClientError(socket) {
  if (closing.has(socket) || !socket.writable) return 'close';
  const exchange = exchanges.get(socket);
  if (!exchange) return 'answer';
  const { req, res } = exchange;
  // Still being read: the error is this request's, answerable unless an answer already began.
  if (!req.complete) return res.headersSent ? 'close' : 'answer';
  return res.writableFinished ? 'answer' : 'pending';
}

/** Errors in plain text, for servers of pages and files. */
export function renderTextError(_status, message) {
  return {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    body: message,
  };
}

/** Answers with the server's error format; `close` ends the connection after it. */
export function sendError(res, renderError, { status, message, close = false, headers = {} }) {
  if (res.headersSent || res.destroyed) return res.destroy();
  // A pipelined response waits for its socket; its `Connection: close` still ends the connection.
  if (close && res.socket) closing.add(res.socket);
  const rendered = renderError(status, message);
  res.writeHead(status, {
    ...rendered.headers,
    ...headers,
    'Content-Length': Buffer.byteLength(rendered.body),
    ...(close ? { Connection: 'close' } : {}),
  });
  res.end(rendered.body);
}

/**
 * What Node answers before any handler runs, in the server's own format: time limits (408),
 * bytes it cannot parse (400, 431), an `Expect:` it cannot meet (417); never two responses to
 * one request. For a server whose requests another framework answers (the test runner's koa).
 */
export function guardServer(server, { timeoutMs = DEFAULT_TIMEOUT_MS, renderError }) {
  server.requestTimeout = timeoutMs;
  server.headersTimeout = timeoutMs;
  // A request without Host is answered like any other (these servers ignore the host).
  server.requireHostHeader = false;

  server.prependListener('request', (req, res) => {
    exchanges.set(req.socket, { req, res });
    req.on('error', noop);
    res.on('error', noop);
  });

  server.on('clientError', (error, socket) => {
    try {
      const next = error.code === 'ECONNRESET' ? 'close' : afterClientError(socket);
      if (next === 'close') return socket.destroy();
      if (next === 'pending') {
        const { res } = exchanges.get(socket);
        closing.add(socket);
        if (!res.headersSent) res.setHeader('Connection', 'close');
        res.once('finish', () => socket.end(() => socket.destroy()));
        return;
      }
      const [status, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request timeout']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'Request header fields too large']
            : [400, 'Bad request'];
      const rendered = renderError(status, message);
      const head = Object.entries({
        ...rendered.headers,
        'Content-Length': Buffer.byteLength(rendered.body),
        Connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      closing.add(socket);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${rendered.body}`, () => socket.destroy());
    } catch {
      socket.destroy();
    }
  });

  // `Expect:` other than 100-continue: Node's own answer would be a bare 417.
  server.on('checkExpectation', (req, res) => {
    exchanges.set(req.socket, { req, res });
    req.on('error', noop);
    res.on('error', noop);
    sendError(res, renderError, { status: 417, message: 'Expectation failed', close: true });
  });

  return server;
}

/**
 * A node:http server whose `handler({ req, res, url, body })` answers a request whose body is
 * in `body` (a Buffer, empty when there was none) and whose target is `url` (origin-form, read
 * against a placeholder host). `renderError(status, message)` gives `{ headers, body }` in the
 * server's own format.
 */
export function createGuardedServer(handler, options) {
  const {
    bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    methods,
    renderError,
    onError = noop,
  } = options;
  // Node checks deadlines on this interval: a quarter of the time limit keeps a 408 close to it.
  const server = createServer({ connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(timeoutMs / 4))) });
  // A client that half-closes after its request still gets the answer: Node would end the socket
  // at once (`nc -N`, a fuzzer). Only here: the test runner's server stalls module loads with it.
  server.httpAllowHalfOpen = true;

  server.on('request', (req, res) => {
    readBoundedBody(req, bodyLimitBytes)
      .then(async (read) => {
        if (read.kind === 'gone') return;
        if (read.kind === 'too-large')
          return sendError(res, renderError, { status: 413, message: 'Payload too large', close: true });
        if (methods && !methods.includes(req.method)) {
          return sendError(res, renderError, {
            status: 405,
            message: 'Method not allowed',
            headers: { Allow: methods.join(', ') },
          });
        }
        const url = parseTarget(req.url);
        if (!url) return sendError(res, renderError, { status: 404, message: 'Not found' });
        try {
          await handler({ req, res, url, body: read.body });
          if (!res.headersSent) throw new Error(`No answer to ${req.method} ${url.pathname}`);
        } catch (error) {
          onError(error, req);
          sendError(res, renderError, { status: 500, message: 'Internal server error', close: true });
        }
      })
      .catch((error) => {
        // Only a fault of this wrapper itself lands here: never leave the socket waiting.
        onError(error, req);
        req.socket.destroy();
      });
  });

  return guardServer(server, { timeoutMs, renderError });
}

/**
 * Reads a request body, at most `limit` bytes. `too-large` as soon as the declared length or
 * the bytes received pass the limit (the rest is never read); `gone` when the client went away
 * or the request timed out (the socket is closed, no one reads an answer).
 */
export function readBoundedBody(req, limit) {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const settle = (result) => {
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        return settle({ kind: 'too-large' });
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => settle({ kind: 'body', body: Buffer.concat(chunks) }));
    req.once('close', () => {
      if (!req.complete) settle({ kind: 'gone' });
    });
  });
}

/** An origin-form target (`/path?query`) as a URL; null for anything else. */
export function parseTarget(raw) {
  if (typeof raw !== 'string' || raw[0] !== '/') return null;
  try {
    // Appended, not resolved: `//host/x` stays a path here and never names a host.
    return new URL(TARGET_BASE + raw);
  } catch {
    return null;
  }
}
