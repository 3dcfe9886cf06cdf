// A web-test-runner middleware that stands between the page and the sandbox and loses answers
// to POST /api/appointments: the sandbox books, then the connection is reset halfway through the
// answer — a booking whose answer never fully arrived. At /__lost-answer/ the first answer of
// each Idempotency-Key is lost (the client's own retry then gets through); at /__lost-answers/
// the first three, every attempt the client makes by itself, so the customer sees the failure.
// Every other request is forwarded untouched. Bodies are read as the sandbox reads them
// (sandbox/guarded-http.mjs): at most 16 KB, else 413 and the close.
import { DEFAULT_BODY_LIMIT_BYTES, readBoundedBody } from '../../sandbox/guarded-http.mjs';

function failure(context, { status, message, headers = {} }) {
  context.status = status;
  context.set({ 'Cache-Control': 'no-store', ...headers });
  context.type = 'application/json';
  context.body = JSON.stringify({ status: 'failure', message });
}

/** `sandboxUrl` is read per request: the sandbox starts after the middleware is created. */
export function lostAnswerProxy(sandboxUrl) {
  /** How many answers of each key are lost, by prefix. */
  const LOSSES = { '/__lost-answer': 1, '/__lost-answers': 3 };
  const lost = new Map();
  return async (context, next) => {
    const prefix = /^\/__lost-answers?(?=\/)/.exec(context.path)?.[0];
    if (!prefix) return next();
    const headers = {};
    for (const name of ['accept', 'content-type', 'idempotency-key']) {
      if (context.get(name)) headers[name] = context.get(name);
    }
    const read = await readBoundedBody(context.req, DEFAULT_BODY_LIMIT_BYTES);
    if (read.kind === 'gone') return void (context.respond = false);
    if (read.kind === 'too-large')
      return failure(context, { status: 413, message: 'Payload too large', headers: { Connection: 'close' } });
    const body = context.method === 'POST' ? read.body : undefined;
    const base = sandboxUrl().replace(/\/$/, '');
    let response;
    let text;
    try {
      response = await fetch(`${base}${context.url.slice(prefix.length)}`, { method: context.method, headers, body });
      text = await response.text();
    } catch {
      return failure(context, { status: 502, message: 'The sandbox did not answer' });
    }
    const key = context.get('idempotency-key');
    const lostSoFar = lost.get(`${prefix} ${key}`) ?? 0;
    if (context.method === 'POST' && context.path.endsWith('/api/appointments') && key && lostSoFar < LOSSES[prefix]) {
      lost.set(`${prefix} ${key}`, lostSoFar + 1);
      // Headers and the start of the body, then a reset: a browser never repeats a request
      // by itself once bytes of the answer came (it may when nothing came at all).
      context.respond = false;
      context.res.writeHead(response.status, { 'Content-Type': 'application/json', 'Content-Length': String(text.length + 100) });
      context.res.write(text.slice(0, 10));
      setTimeout(() => context.req.socket.destroy(), 50);
      return;
    }
    context.status = response.status;
    context.set('Content-Type', response.headers.get('content-type') ?? 'application/json');
    context.set('Cache-Control', 'no-store');
    const replayed = response.headers.get('idempotent-replayed');
    if (replayed) context.set('Idempotent-Replayed', replayed);
    context.body = text;
  };
}
