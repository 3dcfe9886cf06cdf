// <booking-widget> in JSX: its attributes, properties and `on<event>` props, typed from the package.
import 'booking-widget/types/react';
