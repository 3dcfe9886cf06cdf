/**
 * Resources of the booking platform's HTTP interface v1.0, as the widget uses them after
 * they were checked at the boundary (see `parse.ts`). Field names follow the interface.
 */

/** A business location; its `id` is sent as `business_unit_id`. */
export interface Location {
  id: number;
  name: string;
}

/** Button attributes as the platform sends them (unchecked; see settings/sanitize.ts). */
export interface WidgetSettings {
  width: number;
  height: number;
  text: string;
  font_size: number;
  font_color: string;
  bg_color: string;
}

/** `data` of GET /api/business. */
export interface Business {
  name: string;
  address: string;
  date_format: string;
  sms_enabled: boolean;
  locations: Location[];
  widget_settings: WidgetSettings;
}

/** One element of `data` of GET /api/slots. Times are the business's wall-clock `HH:MM`. */
export interface Slot {
  from: string;
  to: string;
  /** 0..100 after the boundary check, a fraction rounded down; 100 means full. */
  percentage_filled: number;
}

/** Body of POST /api/appointments. `date` is `YYYY-MM-DD`. */
export interface BookingRequest {
  date: string;
  from: string;
  to: string;
  business_unit_id?: number;
  name: string;
  email: string;
  phone?: string;
  notes?: string;
  otp?: string;
}

/**
 * `data` of a successful POST /api/appointments, checked: any 2xx is a booking, and what its
 * answer leaves out is taken from the request.
 */
export interface Appointment {
  /** The platform's reference for the appointment; undefined when its answer gave none (no `data`, a 204, no usable `id`). */
  id?: number | string;
  date: string;
  from: string;
  to: string;
  business_unit_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: string;
  created_at: string;
}

/** The JSON envelope of every response. `data` is present on success only. */
export interface Envelope<T> {
  status: 'success' | 'failure';
  message: string;
  data?: T;
}

/** Per-call options. Every call can be cancelled. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The fetch's priority where the browser supports it: `low` for loads the customer did not ask for. */
  priority?: RequestPriority;
}

/** A day's slots: the call options, and the time limit of a call that goes on from one that failed. */
export interface SlotsCallOptions extends CallOptions {
  /** How long the whole call may take, every attempt and wait included, instead of a read's 12 s. */
  budgetMs?: number;
}

/**
 * The widget's one way to talk to the platform (implemented by `createClient` in client.ts).
 * Every method rejects with `BookingApiError` only.
 */
export interface BookingClient {
  getBusiness(options?: CallOptions): Promise<Business>;
  /** `date` is `YYYY-MM-DD`. Slots come back checked, clamped to 0..100 and sorted by `from`. */
  getSlots(date: string, businessUnitId?: number, options?: SlotsCallOptions): Promise<Slot[]>;
  /** Retried only with the same `idempotencyKey`, never after a 4xx. */
  bookAppointment(request: BookingRequest, idempotencyKey: string, options?: CallOptions): Promise<Appointment>;
  sendOtp(phone: string, options?: CallOptions): Promise<void>;
}
