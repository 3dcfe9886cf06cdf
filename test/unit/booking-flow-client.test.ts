import { expect } from '@open-wc/testing';
import { createClient } from '../../src/api/client.js';
import { BookingFlowController } from '../../src/booking/flow.js';
import { BUSINESS } from './booking-fake-client.js';
import { TestHost } from './booking-test-host.js';

/** The platform's answers as HTTP responses, and every request the client made. */
class FakePlatform {
  readonly requests: { path: string; key: string | null; body: Record<string, unknown> }[] = [];
  private readonly answers: Response[] = [];

  answer(status: number, body: object, headers: Record<string, string> = {}): this {
    this.answers.push(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    );
    return this;
  }

  readonly fetch = (input: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    this.requests.push({
      path: new URL(input).pathname,
      key: headers.get('Idempotency-Key'),
      body: JSON.parse(init.body as string) as Record<string, unknown>,
    });
    const next = this.answers.shift();
    if (next) return Promise.resolve(next);
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    return Promise.resolve(
      new Response(
        JSON.stringify({
          status: 'success',
          message: 'Appointment booked successfully',
          data: {
            id: 77,
            business_unit_id: null,
            phone: null,
            notes: null,
            ...body,
            status: 'confirmed',
            created_at: '2026-11-21T10:00:00Z',
          },
        }),
        { status: 201, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  };
}

function setUp(sms: boolean) {
  const platform = new FakePlatform();
  const host = new TestHost();
  const client = createClient({ baseUrl: 'https://platform.example', apiKey: 'KEY', fetch: platform.fetch, random: () => 0 });
  const business = { ...BUSINESS, sms_enabled: sms };
  const flow = new BookingFlowController(host, { events: new EventTarget(), client: () => client, business: () => business });
  host.connect();
  flow.select({ date: '2026-11-24', from: '09:30', to: '10:00', businessUnitId: 1 });
  for (const [field, value] of Object.entries({ name: 'Ada', email: 'ada@example.com', phone: '+44 20 7946 0958' })) {
    flow.form.setField(field as 'name', value);
  }
  return { flow, platform };
}

describe('booking flow over the HTTP client', () => {
  it('books with the interface body and an Idempotency-Key', async () => {
    const { flow, platform } = setUp(false);
    await flow.continue();
    expect(platform.requests).to.have.length(1);
    expect(platform.requests[0]!.path).to.equal('/api/appointments');
    expect(platform.requests[0]!.key).to.match(/^[0-9a-f-]{36}$/);
    expect(platform.requests[0]!.body).to.deep.equal({
      date: '2026-11-24',
      from: '09:30',
      to: '10:00',
      business_unit_id: 1,
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+442079460958',
    });
    expect(flow.step).to.equal('confirmed');
    expect(flow.appointment!.id).to.equal(77);
  });

  it('keeps the key through the client\'s own retries and through "Try again"', async () => {
    const { flow, platform } = setUp(false);
    const unavailable = { status: 'failure', message: 'Service unavailable' };
    for (let i = 0; i < 3; i++) platform.answer(503, unavailable, { 'Retry-After': '0' });
    await flow.continue();
    expect(flow.problem?.message).to.equal('problem.unavailable');
    await flow.retry();
    expect(platform.requests).to.have.length(4);
    expect(new Set(platform.requests.map((request) => request.key)).size).to.equal(1);
    expect(flow.step).to.equal('confirmed');
  });

  it("puts the customer's words, never the platform's 422 texts, next to email and code, and shows 409 as a taken slot", async () => {
    const { flow, platform } = setUp(true);
    platform.answer(200, { status: 'success', message: 'OTP sent successfully' });
    await flow.continue();
    expect(platform.requests[0]).to.deep.include({ path: '/api/otp', body: { phone: '+442079460958' } });

    platform.answer(422, { status: 'failure', message: 'Invalid OTP' });
    flow.form.setField('otp', '000000');
    await flow.submit();
    expect(flow.form.errors).to.deep.equal({ otp: 'problem.wrongCode' });

    platform.answer(422, { status: 'failure', message: 'Validation failed: email is invalid' });
    flow.form.setField('otp', '123456');
    await flow.submit();
    expect(flow.form.errors).to.deep.equal({ email: 'validation.emailInvalid' });
    expect(flow.step).to.equal('details');

    platform.answer(409, { status: 'failure', message: 'Slot is full' });
    flow.form.setField('email', 'ada@example.org');
    await flow.submit();
    expect(flow.journey).to.deep.include({ step: 'choosing', notice: 'problem.slotTaken' });
    flow.resend.start(0);
  });

  it('waits out the Retry-After of a 429 from the code request, on the details: no code was sent', async () => {
    const { flow, platform } = setUp(true);
    platform.answer(429, { status: 'failure', message: 'Too many requests' }, { 'Retry-After': '17' });
    await flow.continue();
    expect(flow.step).to.equal('details');
    expect(flow.problem?.message).to.equal('problem.codeNotSent');
    expect(flow.retryWait.secondsLeft).to.equal(17);
    flow.retryWait.start(0);
  });
});
