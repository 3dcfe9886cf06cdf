import Link from 'next/link';
import type { ReactNode } from 'react';
import { BookingsCount, BookingsProvider } from './bookings';

export const metadata = { title: 'booking-widget in Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <link rel="icon" href="data:," />
      </head>
      <body>
        <BookingsProvider>
          <nav>
            <Link href="/">Home</Link> | <Link href="/book">Book</Link>
          </nav>
          <p>
            Bookings this visit: <BookingsCount />
          </p>
          <main>{children}</main>
        </BookingsProvider>
      </body>
    </html>
  );
}
