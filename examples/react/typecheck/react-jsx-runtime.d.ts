// React 19's automatic JSX runtime, as far as the compiler needs it (see react.d.ts).
export { Fragment } from 'react';
export type { JSX } from 'react';
