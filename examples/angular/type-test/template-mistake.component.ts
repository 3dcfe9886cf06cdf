// Not part of the application: a template mistake that Angular's strictTemplates must catch with the
// element's event types (booking-widget/define). Compiled on its own by `ngc -p type-test`, which must fail.
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import 'booking-widget/define';
import type { BookingEvent } from 'booking-widget';

@Component({
  selector: 'app-template-mistake',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  // booking-success's detail is `{ appointment }`, not booking-error's `{ kind, status, message }`.
  template: `<booking-widget (booking-success)="onError($event)"></booking-widget>`,
})
export class TemplateMistakeComponent {
  protected onError(event: BookingEvent<'booking-error'>): string {
    return event.detail.message;
  }
}
