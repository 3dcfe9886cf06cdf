import { createRouter, createWebHistory } from 'vue-router';
import BookingPage from './pages/BookingPage.vue';
import HomePage from './pages/HomePage.vue';

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: HomePage },
    { path: '/book', component: BookingPage },
  ],
});
