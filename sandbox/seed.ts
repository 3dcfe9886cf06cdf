import type { SandboxDatabase } from './database.js';
import { addDays } from './dates.js';
import { DEMO_BUSINESSES, SEEDED_DAYS } from './demo-data.js';
import { Schedule } from './schedule.js';

const CUSTOMERS = ['Ada Byron', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Tim Berners-Lee', 'Hedy Lamarr'];

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/**
 * Makes sure the demo businesses exist and that the coming days have demo bookings (some
 * slots partly, some fully booked) and the odd closed date. Safe to run at every start:
 * businesses are matched by api key and each day is seeded once per location. Which slots
 * are booked depends on the date alone, so any two sandboxes seeded on the same day agree.
 */
export function seedDemoData(db: SandboxDatabase, today: string): void {
  const insertBusiness = db.prepare(
    `INSERT INTO businesses (api_key, name, address, date_format, sms_enabled, widget_width, widget_height,
       widget_text, widget_font_size, widget_font_color, widget_bg_color)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (api_key) DO NOTHING`,
  );
  const insertLocation = db.prepare('INSERT INTO locations (business_id, name, position) VALUES (?, ?, ?)');
  const insertHours = db.prepare(
    'INSERT INTO opening_hours (location_id, weekday, opens, closes, slot_minutes, capacity) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const seededLocations = db.prepare<[string], { id: number; business_id: number }>(
    `SELECT l.id, l.business_id FROM locations l JOIN businesses b ON b.id = l.business_id
     WHERE b.api_key = ? ORDER BY l.position, l.id`,
  );
  const markDay = db.prepare('INSERT INTO seeded_days (location_id, date) VALUES (?, ?) ON CONFLICT DO NOTHING');
  const closeDay = db.prepare(`INSERT INTO closed_dates (location_id, date, reason) VALUES (?, ?, 'Staff training')
     ON CONFLICT DO NOTHING`);
  const insertBooking = db.prepare(
    `INSERT INTO appointments (business_id, location_id, date, slot_from, slot_to, name, email, phone, notes,
       status, idempotency_key, request_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, 'confirmed', ?, 'seed', ?) ON CONFLICT DO NOTHING`,
  );
  const schedule = new Schedule(db);

  db.transaction(() => {
    for (const business of DEMO_BUSINESSES) {
      const created = insertBusiness.run(
        business.apiKey,
        business.name,
        business.address,
        business.dateFormat,
        business.smsEnabled ? 1 : 0,
        business.widget.width,
        business.widget.height,
        business.widget.text,
        business.widget.fontSize,
        business.widget.fontColor,
        business.widget.bgColor,
      );
      if (created.changes === 1) {
        business.locations.forEach((location, position) => {
          const locationId = Number(insertLocation.run(created.lastInsertRowid, location.name, position).lastInsertRowid);
          for (const range of location.hours) {
            for (const weekday of range.weekdays) {
              insertHours.run(locationId, weekday, range.opens, range.closes, range.slotMinutes, range.capacity);
            }
          }
        });
      }
      seededLocations.all(business.apiKey).forEach((location, index) => {
        for (let offset = 0; offset < SEEDED_DAYS; offset++) {
          const date = addDays(today, offset);
          if (markDay.run(location.id, date).changes === 0) continue;
          const day = dayNumber(date);
          // Roughly one closed day in nine per location, never today (the demo opens on a full day).
          if (offset > 0 && (day + index * 4) % 9 === 0) {
            closeDay.run(location.id, date);
            continue;
          }
          schedule.slots(location.id, date).forEach((slot, slotIndex) => {
            const pattern = (day * 7 + slotIndex * 3 + index) % 10;
            const wanted =
              pattern < 2 ? slot.capacity : pattern === 2 ? Math.floor(slot.capacity / 3) : pattern === 3 ? slot.capacity - 1 : 0;
            for (let seat = slot.booked; seat < wanted; seat++) {
              const customer = CUSTOMERS[(day + slotIndex + seat) % CUSTOMERS.length]!;
              const email = `${customer.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
              insertBooking.run(
                location.business_id,
                location.id,
                date,
                slot.from,
                slot.to,
                customer,
                email,
                `seed:${location.id}:${date}:${slot.from}:${seat}`,
                `${date}T00:00:00.000Z`,
              );
            }
          });
        }
      });
    }
  })();
}
