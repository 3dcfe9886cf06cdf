// JSX typing for <booking-widget> in React 19 + TypeScript. Put it in any .d.ts your
// tsconfig includes. React 19 passes props an element has as properties (apiKey) and others
// as attributes (api-key), and `on<event-name>` props become listeners for that event.
import type { BookingEvent, BookingEventName, BookingWidget } from 'booking-widget';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type BookingEventProps = {
  [K in BookingEventName as `on${K}`]?: (event: BookingEvent<K>) => void;
};

type BookingWidgetProps = DetailedHTMLProps<HTMLAttributes<BookingWidget>, BookingWidget> &
  BookingEventProps &
  Partial<Pick<BookingWidget, 'apiKey' | 'baseUrl'>> & {
    'api-key'?: string;
    'base-url'?: string;
    mode?: 'button' | 'inline';
  };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': BookingWidgetProps;
    }
  }
}
