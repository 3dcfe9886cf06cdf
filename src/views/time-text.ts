import { html, type TemplateResult } from 'lit';
import { dayTimeJoining, inOrder } from '../format/joiners.js';
import type { ShownRange } from '../format/time-of-day.js';

export interface WhenProps {
  shown: ShownRange;
  /** The day as the customer reads it, put beside the range as the language does; none when the line's context says it. */
  day?: string | undefined;
  locale: string;
}

/**
 * A range as the customer reads it: its day when given, its zone's name when the clocks
 * differ ("Saturday, 28/11/2026, 1:40 – 2:10 AM Central European Time"). The range itself is
 * one piece that never breaks (`.time-range`): a narrow line breaks around it.
 */
export function renderWhen({ shown, day, locale }: WhenProps): TemplateResult {
  const { before = '', after = '' } = shown.zone ?? {};
  const time = html`${before}<span class="time-range">${shown.range}</span>${after}`;
  return day === undefined ? time : html`${inOrder(dayTimeJoining(locale), time, day)}`;
}
