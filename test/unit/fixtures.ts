/** Data as the platform sends it, per the interface's examples. */
export const BUSINESS = {
  name: 'Studio Nord',
  address: '12 Harbour Street, Bergen',
  date_format: 'dd/MM/yyyy',
  sms_enabled: true,
  locations: [
    { id: 1, name: 'Harbour' },
    { id: 2, name: 'Old Town' },
  ],
  widget_settings: { width: 220, height: 48, text: 'Book now', font_size: 16, font_color: '#ffffff', bg_color: '#0055aa' },
};

export const SLOTS = [
  { from: '09:00', to: '09:30', percentage_filled: 0 },
  { from: '09:30', to: '10:00', percentage_filled: 50 },
  { from: '10:00', to: '10:30', percentage_filled: 100 },
];

/** What the customer chose and typed, as the appointment records it. */
const BOOKED = {
  date: '2026-12-01',
  from: '09:30',
  to: '10:00',
  business_unit_id: 1,
  name: 'Kari Nordmann',
  email: 'kari@example.com',
  phone: '+4712345678',
};

export const BOOKING = { ...BOOKED, otp: '123456' };

export const APPOINTMENT = {
  id: 41,
  ...BOOKED,
  notes: null,
  status: 'confirmed',
  created_at: '2026-11-21T10:00:00Z',
};
