import { html, nothing, type TemplateResult } from 'lit';
import type { Business, Location } from '../api/types.js';
import { iconButton } from './icon.js';
import { textLine } from './notice.js';

/**
 * Business name and address, and the dialog's close button (none inline: nothing to close).
 * The name's id is `title`, the dialog's accessible name.
 */
export function renderHeader(business: Business | undefined, onClose: (() => void) | undefined): TemplateResult {
  return html`<header part="header" class="header">
    <div class="header-text">
      <h2 part="title" class="title" id="title">${business?.name ?? 'Book an appointment'}</h2>
      ${textLine('address', business?.address)}
    </div>
    ${onClose ? iconButton('close-button', 'Close', 'M6 6l12 12M18 6L6 18', onClose) : nothing}
  </header>`;
}

/** A location chooser, only for a loaded business with two or more locations. */
export function renderLocationPicker(locations: Location[] | undefined, selectedId: number | undefined, onChange: (id: number) => void): TemplateResult | typeof nothing {
  if (!locations?.[1]) return nothing;
  return html`<div part="location" class="location">
    <label part="location-label" for="location">Location</label>
    <select part="location-select" id="location" @change=${(e: Event) => onChange(+(e.target as HTMLSelectElement).value)}>
      ${locations.map((loc) => html`<option value=${loc.id} ?selected=${loc.id === selectedId}>${loc.name}</option>`)}
    </select>
  </div>`;
}
