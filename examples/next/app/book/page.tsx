import { BookingWidget } from './booking-widget';

// A server component: the platform's address comes from the server's environment (at build time
// for this static page), and the element is in the page's HTML with its attributes.
export default function BookingPage() {
  const baseUrl = process.env.NEXT_PUBLIC_BOOKING_BASE_URL ?? 'http://127.0.0.1:8787';
  return (
    <>
      <h1>Book an appointment</h1>
      <BookingWidget apiKey="demo-salon" baseUrl={baseUrl} />
    </>
  );
}
