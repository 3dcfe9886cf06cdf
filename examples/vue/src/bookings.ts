import { ref } from 'vue';

/** The bookings of this visit, kept outside the pages so they outlive the booking page. */
export const bookings = ref<string[]>([]);
