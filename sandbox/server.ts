import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Appointments, appointmentData } from './appointments.js';
import { validateBookingRequest } from './booking-request.js';
import { Businesses, businessDetails, type BusinessRow } from './businesses.js';
import { isDatabaseBusy, openDatabase, type SandboxDatabase } from './database.js';
import { isIsoDate, localIsoDate } from './dates.js';
import { createGuardedServer } from './guarded-http.mjs';
import {
  BODY_LIMIT_BYTES,
  parseJsonObject,
  renderEnvelopeError,
  sendBodyError,
  sendEnvelope,
  sendPreflight,
  singleParam,
} from './http.js';
import { OtpCodes } from './otp.js';
import { normalizePhone } from './phone.mjs';
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
  /** A request's headers and body must be in within this, else 408. Default 10 s. */
  requestTimeoutMs?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  db: SandboxDatabase;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INTEGER = /^[1-9]\d{0,15}$/;

// A database lock held elsewhere passes quickly; the client is told when to try again.
const BUSY_RETRY_AFTER_SECONDS = 1;

interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  body: Buffer;
  business: BusinessRow;
}

type Handler = (request: RouteRequest) => void;

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

  const getBusiness: Handler = ({ res, business }) => {
    sendEnvelope(res, 200, {
      message: 'Business details fetched successfully',
      data: businessDetails(business, businesses.locations(business.id)),
    });
  };

  const getSlots: Handler = ({ res, query, business }) => {
    const date = singleParam(query, 'date');
    if (date === null || !isIsoDate(date)) return sendEnvelope(res, 400, { message: 'Invalid date' });
    let unitId: number | undefined;
    if (query.has('business_unit_id')) {
      const raw = singleParam(query, 'business_unit_id');
      if (raw === null || !POSITIVE_INTEGER.test(raw) || !Number.isSafeInteger(Number(raw))) {
        return sendEnvelope(res, 400, { message: 'Invalid business_unit_id' });
      }
      unitId = Number(raw);
    }
    const location = businesses.location(business.id, unitId);
    if (!location) return sendEnvelope(res, 404, { message: 'Not found' });
    const current = now();
    seedIfNewDay(localIsoDate(current));
    const slots = schedule.slots(location.id, date, current);
    sendEnvelope(res, 200, {
      message: 'Slots fetched successfully',
      data: slots.map((slot) => ({ from: slot.from, to: slot.to, percentage_filled: percentageFilled(slot) })),
    });
  };

  const postAppointment: Handler = ({ req, res, body: raw, business }) => {
    const body = parseJsonObject(req, raw);
    if (!body.ok) return sendBodyError(res, body);
    const key = req.headers['idempotency-key'];
    if (key === undefined || key === '')
      return sendEnvelope(res, 422, { message: 'Validation failed: Idempotency-Key is required' });
    if (typeof key !== 'string' || !UUID.test(key))
      return sendEnvelope(res, 422, { message: 'Validation failed: Idempotency-Key is invalid' });
    const request = validateBookingRequest(body.value, business.sms_enabled === 1);
    if (!request.ok) return sendEnvelope(res, 422, { message: request.message });
    const location = businesses.location(business.id, request.value.businessUnitId);
    if (!location) return sendEnvelope(res, 404, { message: 'Not found' });
    const outcome = appointments.book({
      business,
      location,
      request: request.value,
      idempotencyKey: key.toLowerCase(),
      now: now(),
    });
    switch (outcome.kind) {
      case 'booked':
        return sendEnvelope(res, 201, {
          message: 'Appointment booked successfully',
          data: appointmentData(outcome.appointment),
          headers: outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {},
        });
      case 'slot-full':
        return sendEnvelope(res, 409, { message: 'Slot is full' });
      case 'invalid-otp':
        return sendEnvelope(res, 422, { message: 'Invalid OTP' });
      case 'key-reused':
        return sendEnvelope(res, 422, { message: 'Validation failed: Idempotency-Key was used for a different booking' });
    }
  };

  const postOtp: Handler = ({ req, res, body: raw, business }) => {
    const body = parseJsonObject(req, raw);
    if (!body.ok) return sendBodyError(res, body);
    if (business.sms_enabled !== 1) return sendEnvelope(res, 404, { message: 'Not found' });
    const given = body.value['phone'];
    if (given === undefined || given === null || given === '')
      return sendEnvelope(res, 422, { message: 'Validation failed: phone is required' });
    const phone = typeof given === 'string' ? normalizePhone(given) : null;
    if (phone === null) return sendEnvelope(res, 422, { message: 'Validation failed: phone is invalid' });
    const issued = otp.issue(business.id, phone, now());
    if (!issued.ok) {
      return sendEnvelope(res, 429, {
        message: 'Too many requests',
        headers: { 'Retry-After': String(issued.retryAfterSeconds) },
      });
    }
    log(`SMS outbox: to ${phone} (${business.name}): your booking code is ${issued.code}`);
    sendEnvelope(res, 200, { message: 'OTP sent successfully', data: {} });
  };

  const routes = new Map<string, Handler>([
    ['GET /api/business', getBusiness],
    ['GET /api/slots', getSlots],
    ['POST /api/appointments', postAppointment],
    ['POST /api/otp', postOtp],
  ]);

  // The guard has read the body (at most 16 KB, on every route) before any of this runs.
  const server = createGuardedServer(
    ({ req, res, url, body }) => {
      // Any path: a 404 behind a failed preflight would never reach the page.
      if (req.method === 'OPTIONS') return sendPreflight(res);
      const handler = routes.get(`${req.method} ${url.pathname}`);
      if (!handler) return sendEnvelope(res, 404, { message: 'Not found' });
      try {
        const apiKey = singleParam(url.searchParams, 'api_key');
        const business = apiKey ? businesses.byApiKey(apiKey) : undefined;
        if (!business) return sendEnvelope(res, 401, { message: 'Unauthorized request' });
        handler({ req, res, query: url.searchParams, body, business });
      } catch (error) {
        if (!isDatabaseBusy(error) || res.headersSent) throw error;
        log(`Database busy on ${req.method} ${url.pathname}: answered 503`);
        sendEnvelope(res, 503, { message: 'Service unavailable', headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } });
      }
    },
    {
      bodyLimitBytes: BODY_LIMIT_BYTES,
      timeoutMs: options.requestTimeoutMs,
      renderError: renderEnvelopeError,
      onError: (error, req) => log(`Error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`),
    },
  );

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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
