// JSX typing for <booking-widget> in React 19 + TypeScript. Put it in any .d.ts your
// tsconfig includes. React 19 passes props an element has as properties (apiKey) and others
// as attributes (api-key), and `on<event-name>` props become listeners for that event.
import type { BookingEvent, BookingEventName, BookingWidget } from 'booking-widget';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `onbooking-open`, `onbooking-success`, …: each listener gets its event's typed `detail`. */
type BookingEventProps = {
  [K in BookingEventName as `on${K}`]?: (event: BookingEvent<K>) => void;
};

/** The element's properties, as React sets them (`mode` is `'popup' | 'inline'`). */
type BookingWidgetProperties = Partial<
  Pick<BookingWidget, 'apiKey' | 'baseUrl' | 'location' | 'locale' | 'mode' | 'name' | 'email' | 'phone'>
>;

/** The same settings spelled as HTML attributes, for markup that prefers them. */
interface BookingWidgetAttributes {
  'api-key'?: string;
  'base-url'?: string;
}

type BookingWidgetProps = Omit<DetailedHTMLProps<HTMLAttributes<BookingWidget>, BookingWidget>, keyof BookingWidgetProperties> &
  BookingWidgetProperties &
  BookingWidgetAttributes &
  BookingEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': BookingWidgetProps;
    }
  }
}
