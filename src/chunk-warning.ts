/**
 * The console's one line when a chunk the widget imports on demand cannot load (offline,
 * blocked, a server without the file): the feature it holds is missing, the rest goes on.
 * Returns a rejection handler that passes the failure on to the caller.
 */
export const warnNotLoaded =
  (feature: string) =>
  (error: unknown): never => {
    console.warn(
      `[booking-widget] The ${feature} could not be loaded (${error instanceof Error ? error.message : String(error)}).`,
    );
    throw error;
  };
