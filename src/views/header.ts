import { html, nothing, type TemplateResult } from 'lit';
import type { Business } from '../api/types.js';
import { iconButton } from './icon.js';
import { textLine } from './notice.js';

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
      <h2 part="title" class="title" id=${titleId}>${business?.name ?? 'Book an appointment'}</h2>
      ${textLine('address', business?.address)}
    </div>
    ${onClose ? iconButton('close-button', 'Close', 'M6 6l12 12M18 6L6 18', onClose) : nothing}
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
    <select part="location-select" id="location" @change=${(e: Event) => onChange(+(e.target as HTMLSelectElement).value)}>
      ${business.locations.map((loc) => html`<option value=${loc.id} ?selected=${loc.id === selectedId}>${loc.name}</option>`)}
    </select>
  </div>`;
}
