import { Component, CUSTOM_ELEMENTS_SCHEMA, inject, signal } from '@angular/core';
import type { BookingEvent } from 'booking-widget';
import { BookingsService } from './bookings.service';

/** Set at build time: `ng build --define BOOKING_BASE_URL='"https://…"'` (docs/frameworks/angular.md). */
declare const BOOKING_BASE_URL: string | undefined;

@Component({
  selector: 'app-booking-page',
  // <booking-widget> is a custom element: Angular passes its attributes, properties and events through.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Book an appointment</h1>
    <label>
      Show the calendar
      <select [value]="mode()" (change)="chooseMode($event)">
        <option value="inline">in the page</option>
        <option value="popup">behind a button</option>
      </select>
    </label>
    <!--
      Angular adds the listeners with the element and removes them with it. Inside @if, the element
      gets its bindings in the same pass that creates it; a routed page's own elements get them one
      change detection later, after the element has already asked for a missing base-url.
    -->
    @if (baseUrl) {
      <booking-widget
        api-key="demo-salon"
        [attr.base-url]="baseUrl"
        [mode]="mode()"
        (booking-success)="onSuccess($event)"
        (booking-error)="onError($event)"
      ></booking-widget>
    }
    <p id="booked" role="status">
      @if (booked(); as time) {
        Booked for {{ time }}. See you then!
      }
    </p>
  `,
})
export class BookingPageComponent {
  readonly #bookings = inject(BookingsService);
  protected readonly baseUrl = typeof BOOKING_BASE_URL === 'string' ? BOOKING_BASE_URL : 'http://127.0.0.1:8787';
  protected readonly mode = signal<'popup' | 'inline'>('inline');
  protected readonly booked = signal<string | undefined>(undefined);

  protected chooseMode(event: Event): void {
    this.mode.set((event.target as HTMLSelectElement).value === 'popup' ? 'popup' : 'inline');
  }

  protected onSuccess(event: BookingEvent<'booking-success'>): void {
    const { date, from } = event.detail.appointment;
    this.booked.set(`${date} at ${from}`);
    this.#bookings.add(`${date} ${from}`);
  }

  protected onError(event: BookingEvent<'booking-error'>): void {
    console.warn('Booking failed:', event.detail.message);
  }
}
