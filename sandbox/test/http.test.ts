import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { call } from './http-client.js';
import { useTarget } from './target.js';

const target = useTarget();
const NOT_FOUND = { status: 'failure', message: 'Not found' };

/** Writes raw bytes, for requests fetch() refuses to send. */
function rawRequest(head: string): Promise<string> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(head));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('any other path or method', () => {
  for (const path of ['/', '/api', '/api/businesses', '/api/business/', '/API/business', '/api/slots/1', '/index.html']) {
    it(`answers the 404 envelope for GET ${path}`, async () => {
      const reply = await call(target, path);
      assert.equal(reply.status, 404);
      assert.deepEqual(reply.body, NOT_FOUND);
      assert.equal(reply.headers.get('access-control-allow-origin'), '*');
    });
  }

  for (const [method, path] of [['POST', '/api/business'], ['POST', '/api/slots'], ['GET', '/api/appointments'], ['GET', '/api/otp'],
    ['PUT', '/api/appointments'], ['DELETE', '/api/appointments'], ['PATCH', '/api/business']] as const) {
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
    const text = await rawRequest('GET /api/business HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    assert.match(text, /^HTTP\/1\.1 400/);
    assert.match(text, /application\/json/);
    assert.ok(text.endsWith('{"status":"failure","message":"Bad request"}'), text);
  });

  it('answers an absolute-form or protocol-relative target with the 404 envelope', async () => {
    const text = await rawRequest('GET //evil.example/api/business HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(text, /^HTTP\/1\.1 404/);
    assert.ok(text.endsWith(JSON.stringify(NOT_FOUND)), text);
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
