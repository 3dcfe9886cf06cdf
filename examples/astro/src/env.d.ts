interface ImportMetaEnv {
  /** The booking platform's address, set at build time (docs/frameworks/astro.md). */
  readonly PUBLIC_BOOKING_BASE_URL?: string;
}
