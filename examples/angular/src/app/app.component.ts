import { Component, inject } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { BookingsService } from './bookings.service';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <nav><a routerLink="/">Home</a> | <a routerLink="/book">Book</a></nav>
    <p>
      Bookings this visit: <output id="bookings-count">{{ bookings.times().length }}</output>
    </p>
    <main><router-outlet /></main>
  `,
})
export class AppComponent {
  protected readonly bookings = inject(BookingsService);
}
