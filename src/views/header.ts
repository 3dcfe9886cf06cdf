import { html, nothing, type TemplateResult } from 'lit';
import type { Business, Location } from '../api/types.js';
import { shownName } from '../booking/names.js';
import type { Translate } from '../i18n/messages.js';
import { iconButton } from './icon.js';
import { textLine } from './notice.js';

export interface HeaderProps {
  business: Business | undefined;
  /** The dialog's close button; none inline, where there is nothing to close. */
  onClose: (() => void) | undefined;
  t: Translate;
}

/**
 * Business name and address, and the close button. The name's id is `title`, the dialog's
 * accessible name: until the business has loaded, and for a business without a name, it is
 * "Book an appointment", so the dialog always has one. Name and address are the platform's,
 * isolated (`<bdi>`): a left-to-right name stays whole in right-to-left text.
 */
export function renderHeader({ business, onClose, t }: HeaderProps): TemplateResult {
  const name = shownName(business);
  return html`<header part="header" class="header">
    <div class="header-text">
      <h2 part="title" class="title" id="title">${name ? html`<bdi>${name}</bdi>` : t('header.defaultTitle')}</h2>
      ${textLine('address', business?.address && html`<bdi>${business.address}</bdi>`)}
    </div>
    ${onClose ? iconButton({ part: 'close-button', label: t('header.close'), path: 'M6 6l12 12M18 6L6 18', onClick: onClose }) : nothing}
  </header>`;
}

export interface LocationPickerProps {
  locations: Location[];
  selectedId: number | undefined;
  onChange: (id: number) => void;
  t: Translate;
}

/**
 * A location chooser, only for a loaded business with two or more locations to offer (those with
 * a name: `LocationChoice`). An option holds only text, so a name is isolated by its own direction
 * (`dir="auto"`) rather than a `<bdi>`.
 * Each option's `selected` is set as a property: once the customer has chosen, the attribute
 * no longer moves the selection, and the page may set another location after.
 */
export function renderLocationPicker({
  locations,
  selectedId,
  onChange,
  t,
}: LocationPickerProps): TemplateResult | typeof nothing {
  if (locations.length < 2) return nothing;
  return html`<div part="location" class="location">
    <label part="location-label" for="location">${t('location.label')}</label>
    <select part="location-select" id="location" @change=${(e: Event) => onChange(Number((e.target as HTMLSelectElement).value))}>
      ${locations.map((loc) => html`<option value=${loc.id} dir="auto" .selected=${loc.id === selectedId}>${loc.name}</option>`)}
    </select>
  </div>`;
}
