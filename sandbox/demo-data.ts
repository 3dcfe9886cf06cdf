/** The demo businesses every fresh sandbox starts with (documented in sandbox/README.md, "Demo businesses"). */

export interface DemoOpening {
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  opens: string;
  closes: string;
  slotMinutes: number;
  capacity: number;
}

export interface DemoBusiness {
  apiKey: string;
  name: string;
  address: string;
  dateFormat: string;
  smsEnabled: boolean;
  widget: { width: number; height: number; text: string; fontSize: number; fontColor: string; bgColor: string };
  locations: { name: string; hours: DemoOpening[] }[];
}

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const MON_TO_FRI = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * The demo businesses' colours pass the widget's own contrast check (src/theme/accent.ts) in
 * both themes, so no demo page warns, except `demo-gallery`'s, whose colours fall short on
 * purpose: the theming page shows what the widget then does (a nearby shade, one console warning).
 */
export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    apiKey: 'demo-salon',
    name: 'Demo Salon',
    address: '12 High Street, Bristol BS1 4DJ, United Kingdom',
    dateFormat: 'dd/MM/yyyy',
    smsEnabled: false,
    widget: { width: 220, height: 48, text: 'Book an appointment', fontSize: 16, fontColor: '#ffffff', bgColor: '#1f6f5c' },
    locations: [
      {
        name: 'High Street salon',
        hours: [
          { weekdays: MON_TO_SAT, opens: '09:00', closes: '12:30', slotMinutes: 30, capacity: 3 },
          { weekdays: MON_TO_SAT, opens: '13:30', closes: '18:00', slotMinutes: 30, capacity: 3 },
        ],
      },
    ],
  },
  {
    apiKey: 'demo-clinic',
    name: 'Demo Family Clinic',
    address: '400 Market Street, San Francisco, CA 94111, USA',
    dateFormat: 'MM-DD-YYYY',
    smsEnabled: true,
    widget: { width: 260, height: 52, text: 'Book a visit', fontSize: 17, fontColor: '#ffffff', bgColor: '#1764b1' },
    locations: [
      {
        name: 'Downtown',
        hours: [
          { weekdays: MON_TO_FRI, opens: '08:00', closes: '12:00', slotMinutes: 20, capacity: 2 },
          { weekdays: MON_TO_FRI, opens: '13:00', closes: '17:00', slotMinutes: 20, capacity: 2 },
        ],
      },
      { name: 'Mission Bay', hours: [{ weekdays: MON_TO_SAT, opens: '09:00', closes: '13:00', slotMinutes: 15, capacity: 1 }] },
      { name: 'Sunset', hours: [{ weekdays: [2, 4, 6], opens: '10:00', closes: '16:00', slotMinutes: 60, capacity: 4 }] },
    ],
  },
  {
    apiKey: 'demo-studio',
    name: 'Demo Yoga Studio',
    address: 'Unit 5, 3 Canal Walk, Manchester M1 3LA, United Kingdom',
    dateFormat: 'd M Y',
    smsEnabled: false,
    widget: { width: 340, height: 76, text: 'Reserve your mat ✺', fontSize: 26, fontColor: '#fff', bgColor: '#824b9f' },
    locations: [
      {
        name: 'Canal Walk studio',
        hours: [{ weekdays: EVERY_DAY, opens: '07:00', closes: '21:00', slotMinutes: 60, capacity: 12 }],
      },
    ],
  },
  {
    apiKey: 'demo-gallery',
    name: 'Demo Print Gallery',
    address: '8 Dale Street, Manchester M1 1JW, United Kingdom',
    dateFormat: 'j M Y',
    smsEnabled: false,
    // Yellow on a dark, translucent purple: fine on a white page, 1.03:1 against the dark theme's dialog.
    widget: { width: 300, height: 60, text: 'Book a print session', fontSize: 20, fontColor: '#fc0', bgColor: '#2b0a3dcc' },
    locations: [
      {
        name: 'Dale Street',
        hours: [{ weekdays: MON_TO_SAT, opens: '10:00', closes: '17:00', slotMinutes: 60, capacity: 2 }],
      },
    ],
  },
];

/** How many days from today get demo bookings and closed dates. */
export const SEEDED_DAYS = 14;
