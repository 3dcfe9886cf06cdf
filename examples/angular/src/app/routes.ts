import type { Routes } from '@angular/router';
import { BookingPageComponent } from './booking-page.component';
import { HomePageComponent } from './home-page.component';

export const routes: Routes = [
  { path: '', component: HomePageComponent },
  { path: 'book', component: BookingPageComponent },
];
