import { Component } from '@angular/core';

@Component({
  selector: 'app-home-page',
  template: `<h1>Welcome to the Demo Salon</h1>`,
})
export class HomePageComponent {}
