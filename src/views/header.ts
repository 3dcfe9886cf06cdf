import { html, nothing, type TemplateResult } from 'lit';
import type { Business } from '../api/types.js';
import { icon } from './icon.js';

export interface HeaderProps {
  business: Business | undefined;
  titleId: string;
  /** Absent in inline mode, where there is nothing to close. */
  onClose?: (() => void) | undefined;
}


/** Business name and address, and the dialog's close button. */
export function renderHeader({ business, titleId, onClose }: HeaderProps): TemplateResult {
  return html`<header part="header" class="header">
    <div class="header-text">
      <h2 part="title" class="title" id=${titleId}>${business ? business.name : 'Book an appointment'}</h2>
      ${business?.address ? html`<p part="address" class="address">${business.address}</p>` : nothing}
    </div>
    ${onClose
      ? html`<button part="close-button" class="icon-button" type="button" aria-label="Close" @click=${onClose}>${icon('M6 6l12 12M18 6L6 18')}</button>`
      : nothing}
  </header>`;
}

export interface LocationPickerProps {
  business: Business;
  selectedId: number | undefined;
  onChange: (id: number) => void;
}

/** A location chooser, only for businesses with two or more locations. */
export function renderLocationPicker({ business, selectedId, onChange }: LocationPickerProps): TemplateResult | typeof nothing {
  if (business.locations.length < 2) return nothing;
  return html`<div part="location" class="location">
    <label part="location-label" for="location">Location</label>
    <select
      part="location-select"
      id="location"
      @change=${(e: Event) => onChange(Number((e.target as HTMLSelectElement).value))}
    >
      ${business.locations.map(
        (loc) => html`<option value=${String(loc.id)} ?selected=${loc.id === selectedId}>${loc.name}</option>`,
      )}
    </select>
  </div>`;
}
