-- Businesses, their locations and weekly schedules, bookings, and one-time passwords.
-- Dates are ISO `YYYY-MM-DD` text, clock times the business's wall-clock `HH:MM` text.

CREATE TABLE businesses (
  id                 INTEGER PRIMARY KEY,
  api_key            TEXT    NOT NULL UNIQUE,
  name               TEXT    NOT NULL,
  address            TEXT    NOT NULL,
  date_format        TEXT    NOT NULL,
  sms_enabled        INTEGER NOT NULL CHECK (sms_enabled IN (0, 1)),
  widget_width       INTEGER NOT NULL,
  widget_height      INTEGER NOT NULL,
  widget_text        TEXT    NOT NULL,
  widget_font_size   INTEGER NOT NULL,
  widget_font_color  TEXT    NOT NULL,
  widget_bg_color    TEXT    NOT NULL
);

CREATE TABLE locations (
  id           INTEGER PRIMARY KEY,
  business_id  INTEGER NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  name         TEXT    NOT NULL,
  position     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX locations_by_business ON locations(business_id, position, id);

-- One row per opening range; a day may have several (a lunch break splits it in two).
CREATE TABLE opening_hours (
  id            INTEGER PRIMARY KEY,
  location_id   INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  weekday       INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6), -- 0 = Sunday
  opens         TEXT    NOT NULL,
  closes        TEXT    NOT NULL CHECK (closes > opens),
  slot_minutes  INTEGER NOT NULL CHECK (slot_minutes > 0),
  capacity      INTEGER NOT NULL CHECK (capacity > 0)
);
CREATE INDEX opening_hours_by_day ON opening_hours(location_id, weekday, opens);

CREATE TABLE closed_dates (
  location_id  INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  date         TEXT    NOT NULL,
  reason       TEXT    NOT NULL DEFAULT '',
  PRIMARY KEY (location_id, date)
);

CREATE TABLE appointments (
  id               INTEGER PRIMARY KEY,
  business_id      INTEGER NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  location_id      INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  date             TEXT    NOT NULL,
  slot_from        TEXT    NOT NULL,
  slot_to          TEXT    NOT NULL,
  name             TEXT    NOT NULL,
  email            TEXT    NOT NULL,
  phone            TEXT,
  notes            TEXT,
  status           TEXT    NOT NULL DEFAULT 'confirmed',
  idempotency_key  TEXT    NOT NULL,
  request_hash     TEXT    NOT NULL,
  created_at       TEXT    NOT NULL,
  UNIQUE (business_id, idempotency_key)
);
CREATE INDEX appointments_by_slot ON appointments(location_id, date, slot_from);

-- Codes are stored hashed; only the outbox below holds them in clear, as a phone would.
CREATE TABLE otp_codes (
  id           INTEGER PRIMARY KEY,
  business_id  INTEGER NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  phone        TEXT    NOT NULL,
  salt         TEXT    NOT NULL,
  code_hash    TEXT    NOT NULL,
  created_at   INTEGER NOT NULL, -- epoch milliseconds
  expires_at   INTEGER NOT NULL,
  attempts     INTEGER NOT NULL DEFAULT 0,
  spent_at     INTEGER            -- used for a booking, burnt by wrong tries, or replaced
);
CREATE INDEX otp_codes_by_phone ON otp_codes(business_id, phone, created_at);

-- What the sandbox "sends" instead of an SMS, for people and tests to read.
CREATE TABLE sms_outbox (
  id           INTEGER PRIMARY KEY,
  business_id  INTEGER NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  phone        TEXT    NOT NULL,
  code         TEXT    NOT NULL,
  created_at   TEXT    NOT NULL
);
CREATE INDEX sms_outbox_by_phone ON sms_outbox(phone, id);

-- Days of demo bookings already seeded, so that restarting never seeds a day twice.
CREATE TABLE seeded_days (
  location_id  INTEGER NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
  date         TEXT    NOT NULL,
  PRIMARY KEY (location_id, date)
);
