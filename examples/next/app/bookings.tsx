'use client';
// The bookings of this visit, held by the layout, which outlives the booking page.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const BookingsContext = createContext<{ times: string[]; add: (time: string) => void }>({ times: [], add: () => {} });

export function BookingsProvider({ children }: { children: ReactNode }) {
  const [times, setTimes] = useState<string[]>([]);
  // Stable, so the booking page's listener is added once per element.
  const add = useCallback((time: string) => setTimes((list) => [...list, time]), []);
  return <BookingsContext.Provider value={{ times, add }}>{children}</BookingsContext.Provider>;
}

export function BookingsCount() {
  return <output id="bookings-count">{useContext(BookingsContext).times.length}</output>;
}

export const useBookings = () => useContext(BookingsContext);
