import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call } from './http-client.js';
import { exchange, statusesAndBodies } from './raw-http.js';
import { useTarget } from './target.js';

const target = useTarget();
const NOT_FOUND = { status: 'failure', message: 'Not found' };

describe('any other path or method', () => {
  for (const path of ['/', '/api', '/api/businesses', '/api/business/', '/API/business', '/api/slots/1', '/index.html']) {
    it(`answers the 404 envelope for GET ${path}`, async () => {
      const reply = await call(target, path);
      assert.equal(reply.status, 404);
      assert.deepEqual(reply.body, NOT_FOUND);
      assert.equal(reply.headers.get('access-control-allow-origin'), '*');
    });
  }

  for (const [method, path] of [
    ['POST', '/api/business'],
    ['POST', '/api/slots'],
    ['GET', '/api/appointments'],
    ['GET', '/api/otp'],
    ['PUT', '/api/appointments'],
    ['DELETE', '/api/appointments'],
    ['PATCH', '/api/business'],
  ] as const) {
    it(`answers the 404 envelope for ${method} ${path}`, async () => {
      const reply = await call(target, path, { method, ...(method === 'GET' ? {} : { body: {} }) });
      assert.equal(reply.status, 404);
      assert.deepEqual(reply.body, NOT_FOUND);
    });
  }

  it('answers 404 before 401: an unknown path says nothing about keys', async () => {
    const reply = await call(target, '/api/nothing', { key: null });
    assert.deepEqual([reply.status, reply.body], [404, NOT_FOUND]);
  });

  it('answers a request line Node cannot parse with a JSON envelope, not a bare status', async () => {
    const result = await exchange(target.url, 'GET /api/business HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    assert.deepEqual(
      result.responses.map((r) => [r.status, r.headers['content-type'], r.body]),
      [[400, 'application/json; charset=utf-8', '{"status":"failure","message":"Bad request"}']],
    );
  });

  it('answers a whole request followed by bytes that are no request, then closes', async () => {
    const result = await exchange(
      target.url,
      `GET /api/business?api_key=${target.key} HTTP/1.1\r\nHost: x\r\n\r\n{"not": "a request"}\r\n\r\n`,
    );
    assert.deepEqual(
      result.responses.map((r) => r.status),
      [200],
    );
    assert.equal(result.rest, '');
  });

  for (const [label, request] of [
    ['malformed percent-encoding', 'GET /%ff HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an invalid absolute URL', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['no Host header', 'GET /api/nothing HTTP/1.1\r\n\r\n'],
  ]) {
    it(`answers ${label} with the 404 envelope`, async () => {
      const result = await exchange(target.url, request!);
      assert.deepEqual(statusesAndBodies(result), [[404, NOT_FOUND]]);
    });
  }

  it('answers an Expect it cannot meet with the 417 envelope', async () => {
    const result = await exchange(
      target.url,
      `GET /api/business?api_key=${target.key} HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n`,
    );
    assert.deepEqual(statusesAndBodies(result), [[417, { status: 'failure', message: 'Expectation failed' }]]);
  });

  it('answers headers over 16 KB with the 431 envelope', async () => {
    const result = await exchange(target.url, `GET /api/business HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`);
    assert.deepEqual(statusesAndBodies(result), [[431, { status: 'failure', message: 'Request header fields too large' }]]);
  });

  it('answers an absolute-form or protocol-relative target with the 404 envelope', async () => {
    for (const requestTarget of ['//evil.example/api/business', `http://evil.example/api/business?api_key=${target.key}`]) {
      const result = await exchange(target.url, `GET ${requestTarget} HTTP/1.1\r\nHost: x\r\n\r\n`);
      assert.deepEqual(statusesAndBodies(result), [[404, NOT_FOUND]], requestTarget);
    }
  });
});

describe('CORS', () => {
  for (const path of ['/api/appointments', '/api/otp', '/api/anything']) {
    it(`answers the preflight of a cross-origin JSON POST to ${path}`, async () => {
      const response = await fetch(`${target.url}${path}?api_key=${target.key}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://customer.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.match(response.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      assert.ok(allowed.includes('content-type') && allowed.includes('idempotency-key'), allowed);
    });
  }

  it('lets any origin read successes and errors, and the Retry-After header', async () => {
    for (const reply of [await call(target, '/api/business'), await call(target, '/api/business', { key: null })]) {
      assert.equal(reply.headers.get('access-control-allow-origin'), '*');
      assert.match(reply.headers.get('access-control-expose-headers') ?? '', /Retry-After/i);
    }
  });
});
