import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Appointments, appointmentData } from './appointments.js';
import { normalizePhone, validateBookingRequest } from './booking-request.js';
import { Businesses, businessDetails, type BusinessRow } from './businesses.js';
import { openDatabase, type SandboxDatabase } from './database.js';
import { isIsoDate, localIsoDate } from './dates.js';
import { readJsonObject, sendBodyError, sendEnvelope, sendPreflight, singleParam } from './http.js';
import { OtpCodes } from './otp.js';
import { Schedule, percentageFilled } from './schedule.js';
import { seedDemoData } from './seed.js';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** SQLite file, created, migrated and seeded when new. Default: an in-memory database. */
  dbPath?: string;
  host?: string;
  /** Where the SMS outbox and server errors are written. Default: stdout. */
  log?: (line: string) => void;
  /** The server's clock; tests move it to check expiry and rate limits without waiting. */
  now?: () => Date;
}

export interface Sandbox {
  url: string;
  port: number;
  db: SandboxDatabase;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

type Handler = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, business: BusinessRow) => void | Promise<void>;

/** Starts the sandbox: a strict server of the booking interface v1.0 on SQLite. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const db = openDatabase(options.dbPath ?? ':memory:');
  let seededFor = localIsoDate(now());
  seedDemoData(db, seededFor);
  // A server left running over midnight seeds the day that came into the two-week window.
  const seedIfNewDay = (today: string) => {
    if (today === seededFor) return;
    seededFor = today;
    seedDemoData(db, today);
  };

  const businesses = new Businesses(db);
  const schedule = new Schedule(db);
  const otp = new OtpCodes(db);
  const appointments = new Appointments(db, schedule, otp);

  const getBusiness: Handler = (_req, res, _query, business) => {
    sendEnvelope(res, 200, 'Business details fetched successfully', businessDetails(business, businesses.locations(business.id)));
  };

  const getSlots: Handler = (_req, res, query, business) => {
    const date = singleParam(query, 'date');
    if (date === null || !isIsoDate(date)) return sendEnvelope(res, 400, 'Invalid date');
    let unitId: number | undefined;
    if (query.has('business_unit_id')) {
      const raw = singleParam(query, 'business_unit_id');
      if (raw === null || !POSITIVE_INTEGER.test(raw) || !Number.isSafeInteger(Number(raw))) {
        return sendEnvelope(res, 400, 'Invalid business_unit_id');
      }
      unitId = Number(raw);
    }
    const location = businesses.location(business.id, unitId);
    if (!location) return sendEnvelope(res, 404, 'Not found');
    const current = now();
    seedIfNewDay(localIsoDate(current));
    const slots = schedule.slots(location.id, date, current);
    sendEnvelope(res, 200, 'Slots fetched successfully',
      slots.map((slot) => ({ from: slot.from, to: slot.to, percentage_filled: percentageFilled(slot) })));
  };

  const postAppointment: Handler = async (req, res, _query, business) => {
    const body = await readJsonObject(req);
    if (!body.ok) return sendBodyError(res, body);
    const key = req.headers['idempotency-key'];
    if (key === undefined || key === '') return sendEnvelope(res, 422, 'Validation failed: Idempotency-Key is required');
    if (typeof key !== 'string' || !UUID.test(key)) return sendEnvelope(res, 422, 'Validation failed: Idempotency-Key is invalid');
    const request = validateBookingRequest(body.value, business.sms_enabled === 1);
    if (!request.ok) return sendEnvelope(res, 422, request.message);
    const location = businesses.location(business.id, request.value.businessUnitId);
    if (!location) return sendEnvelope(res, 404, 'Not found');
    const outcome = appointments.book(business, location, request.value, key.toLowerCase(), now());
    switch (outcome.kind) {
      case 'booked':
        return sendEnvelope(res, 201, 'Appointment booked successfully', appointmentData(outcome.appointment),
          outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {});
      case 'slot-full':
        return sendEnvelope(res, 409, 'Slot is full');
      case 'invalid-otp':
        return sendEnvelope(res, 422, 'Invalid OTP');
      case 'key-reused':
        return sendEnvelope(res, 422, 'Validation failed: Idempotency-Key was used for a different booking');
    }
  };

  const postOtp: Handler = async (req, res, _query, business) => {
    const body = await readJsonObject(req);
    if (!body.ok) return sendBodyError(res, body);
    if (business.sms_enabled !== 1) return sendEnvelope(res, 404, 'Not found');
    const raw = body.value['phone'];
    if (raw === undefined || raw === null || raw === '') return sendEnvelope(res, 422, 'Validation failed: phone is required');
    const phone = typeof raw === 'string' ? normalizePhone(raw.trim()) : null;
    if (phone === null) return sendEnvelope(res, 422, 'Validation failed: phone is invalid');
    const issued = otp.issue(business.id, phone, now());
    if (!issued.ok) {
      return sendEnvelope(res, 429, 'Too many requests', undefined, { 'Retry-After': String(issued.retryAfterSeconds) });
    }
    log(`SMS outbox: to ${phone} (${business.name}): your booking code is ${issued.code}`);
    sendEnvelope(res, 200, 'OTP sent successfully', {});
  };

  const routes = new Map<string, Handler>([
    ['GET /api/business', getBusiness],
    ['GET /api/slots', getSlots],
    ['POST /api/appointments', postAppointment],
    ['POST /api/otp', postOtp],
  ]);

  const server = createServer(async (req, res) => {
    try {
      // Any path: a 404 behind a failed preflight would never reach the page.
      if (req.method === 'OPTIONS') return sendPreflight(res);
      const url = parseRequestUrl(req.url);
      const handler = url && routes.get(`${req.method} ${url.pathname}`);
      if (!url || !handler) {
        req.resume();
        return sendEnvelope(res, 404, 'Not found');
      }
      const apiKey = singleParam(url.searchParams, 'api_key');
      const business = apiKey ? businesses.byApiKey(apiKey) : undefined;
      if (!business) {
        req.resume();
        return sendEnvelope(res, 401, 'Unauthorized request');
      }
      await handler(req, res, url.searchParams, business);
    } catch (error) {
      log(`Error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendEnvelope(res, 500, 'Internal server error', undefined, { Connection: 'close' });
      else res.destroy();
    }
  });
  // Requests Node cannot even parse still get the envelope, never a bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const [status, message] = error.code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', 'Request header fields too large']
      : ['400 Bad Request', 'Bad request'];
    const body = JSON.stringify({ status: 'failure', message });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Access-Control-Allow-Origin: *\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    close: () => new Promise<void>((resolve) => {
      server.close(() => {
        db.close();
        resolve();
      });
      server.closeAllConnections();
    }),
  };
}

function parseRequestUrl(raw: string | undefined): URL | null {
  // Only origin-form targets (`/path?query`); `//host/x` or absolute URLs are not ours.
  if (!raw || raw[0] !== '/' || raw[1] === '/') return null;
  try {
    return new URL(raw, 'http://sandbox.invalid');
  } catch {
    return null;
  }
}
