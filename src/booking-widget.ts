import { LitElement, css, html } from 'lit';
import { property } from 'lit/decorators.js';

/**
 * `<booking-widget>`: a button that opens a booking calendar for one business.
 *
 * Importing this module defines nothing; `define.ts` registers the element.
 *
 * @attr api-key - The business's API key.
 * @attr base-url - Base address of the booking platform.
 */
export class BookingWidget extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
    }
  `;

  @property({ attribute: 'api-key' }) apiKey = '';
  @property({ attribute: 'base-url' }) baseUrl = '';

  override render() {
    return html`<button part="button" type="button">Book an appointment</button>`;
  }
}
