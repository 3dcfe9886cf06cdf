import type { SandboxDatabase } from './database.js';

export interface BusinessRow {
  id: number;
  api_key: string;
  name: string;
  address: string;
  date_format: string;
  sms_enabled: 0 | 1;
  widget_width: number;
  widget_height: number;
  widget_text: string;
  widget_font_size: number;
  widget_font_color: string;
  widget_bg_color: string;
}

export interface LocationRow {
  id: number;
  name: string;
}

/** Reads businesses and their locations with prepared statements. */
export class Businesses {
  readonly #byKey;
  readonly #locations;
  readonly #location;

  constructor(db: SandboxDatabase) {
    this.#byKey = db.prepare<[string], BusinessRow>('SELECT * FROM businesses WHERE api_key = ?');
    this.#locations = db.prepare<[number], LocationRow>(
      'SELECT id, name FROM locations WHERE business_id = ? ORDER BY position, id',
    );
    this.#location = db.prepare<[number, number], LocationRow>('SELECT id, name FROM locations WHERE business_id = ? AND id = ?');
  }

  byApiKey(apiKey: string): BusinessRow | undefined {
    return this.#byKey.get(apiKey);
  }

  locations(businessId: number): LocationRow[] {
    return this.#locations.all(businessId);
  }

  /** The location a request means: the given id if it is the business's, else the first one. */
  location(businessId: number, locationId: number | undefined): LocationRow | undefined {
    if (locationId === undefined) return this.#locations.get(businessId);
    return this.#location.get(businessId, locationId);
  }
}

/** `data` of GET /api/business, in the interface's field order. */
export function businessDetails(business: BusinessRow, locations: LocationRow[]) {
  return {
    name: business.name,
    address: business.address,
    date_format: business.date_format,
    sms_enabled: business.sms_enabled === 1,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    widget_settings: {
      width: business.widget_width,
      height: business.widget_height,
      text: business.widget_text,
      font_size: business.widget_font_size,
      font_color: business.widget_font_color,
      bg_color: business.widget_bg_color,
    },
  };
}
