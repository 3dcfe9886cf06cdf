import { useEffect, useState } from 'react';
import { BookingPage } from './BookingPage.js';

type Route = '/' | '/book';
const routeOf = (path: string): Route => (path === '/book' ? '/book' : '/');

/** Two pages and the History API: enough to mount and unmount the booking page on navigation. */
export function App() {
  const [route, setRoute] = useState<Route>(() => routeOf(location.pathname));
  // Kept above the pages, so it outlives the booking page: one entry per booking, never two.
  const [bookings, setBookings] = useState<string[]>([]);

  useEffect(() => {
    const onPopState = () => setRoute(routeOf(location.pathname));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  function go(event: React.MouseEvent<HTMLAnchorElement>, to: Route) {
    event.preventDefault();
    history.pushState(null, '', to);
    setRoute(to);
  }

  return (
    <>
      <nav>
        <a href="/" onClick={(event) => go(event, '/')}>
          Home
        </a>{' '}
        |{' '}
        <a href="/book" onClick={(event) => go(event, '/book')}>
          Book
        </a>
      </nav>
      <p>
        Bookings this visit: <output id="bookings-count">{bookings.length}</output>
      </p>
      <main>
        {route === '/book' ? (
          <BookingPage onBooked={(time) => setBookings((list) => [...list, time])} />
        ) : (
          <h1>Welcome to the Demo Salon</h1>
        )}
      </main>
    </>
  );
}
