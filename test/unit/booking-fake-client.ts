import type { Appointment, BookingClient, BookingRequest, Business, CallOptions, Slot } from '../../src/api/types.js';
import { BookingApiError } from '../../src/api/errors.js';

type Answer<T> = T | BookingApiError | 'pending';

/**
 * A `BookingClient` that records every call and answers from a script: each call takes the
 * next scripted answer (a value, an error to reject with, or 'pending' to wait for an abort
 * or `release()`); with no script left it succeeds.
 */
export class FakeClient implements BookingClient {
  readonly bookings: { request: BookingRequest; key: string }[] = [];
  readonly otps: string[] = [];
  bookingAnswers: Answer<Appointment>[] = [];
  otpAnswers: Answer<void>[] = [];
  private releases: (() => void)[] = [];

  getBusiness(): Promise<Business> {
    return Promise.reject(new BookingApiError('not-found', 'not used'));
  }

  getSlots(): Promise<Slot[]> {
    return Promise.resolve([]);
  }

  bookAppointment(request: BookingRequest, key: string, options?: CallOptions): Promise<Appointment> {
    this.bookings.push({ request: structuredClone(request), key });
    return this.answer(this.bookingAnswers.shift(), appointmentFor(request), options);
  }

  sendOtp(phone: string, options?: CallOptions): Promise<void> {
    this.otps.push(phone);
    return this.answer(this.otpAnswers.shift(), undefined, options);
  }

  /** Lets every pending call succeed. */
  release(): void {
    for (const release of this.releases.splice(0)) release();
  }

  private answer<T>(scripted: Answer<T> | undefined, success: T, options?: CallOptions): Promise<T> {
    if (scripted instanceof BookingApiError) return Promise.reject(scripted);
    if (scripted !== 'pending') return Promise.resolve(scripted ?? success);
    return new Promise<T>((resolve, reject) => {
      this.releases.push(() => resolve(success));
      options?.signal?.addEventListener('abort', () => reject(new BookingApiError('aborted', 'aborted')));
    });
  }
}

export function appointmentFor(request: BookingRequest, id: number | string = 501): Appointment {
  return {
    id,
    date: request.date,
    from: request.from,
    to: request.to,
    business_unit_id: request.business_unit_id ?? null,
    name: request.name,
    email: request.email,
    phone: request.phone ?? null,
    notes: request.notes ?? null,
    status: 'confirmed',
    created_at: '2026-11-21T10:00:00Z',
  };
}

export const BUSINESS: Business = {
  name: 'Cut & Dry',
  address: '1 Main Street, Springfield',
  date_format: 'dd/MM/yyyy',
  sms_enabled: false,
  locations: [
    { id: 1, name: 'North' },
    { id: 2, name: 'South' },
  ],
  widget_settings: { width: 200, height: 48, text: 'Book', font_size: 16, font_color: '#ffffff', bg_color: '#0055aa' },
};
