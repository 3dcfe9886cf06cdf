import { Injectable, signal } from '@angular/core';

/** The bookings of this visit, in a root service so they outlive the booking page. */
@Injectable({ providedIn: 'root' })
export class BookingsService {
  readonly times = signal<string[]>([]);

  add(time: string): void {
    this.times.update((times) => [...times, time]);
  }
}
