import { addDays, addMonths, startOfDay } from 'date-fns';
import { toIsoDate } from '../../src/calendar/month.js';

export const today = () => startOfDay(new Date());
export const tomorrow = () => addDays(today(), 1);
/** A day of next month that exists in every month: always in the future, never at an edge. */
export const nextMonthDay = (day = 10) => {
  const next = addMonths(today(), 1);
  return new Date(next.getFullYear(), next.getMonth(), day);
};
export const iso = toIsoDate;
