/**
 * A business's or a location's `name` as a customer reads it, or undefined when it has none:
 * the interface allows an empty name (or one of spaces), and each place that shows a name says
 * what stands in its place (the dialog's heading, the confirmation, the calendar file, the
 * location choice). A name with text is shown as it is, its spaces and invisible characters kept.
 */
export const shownName = (named: { name: string } | undefined): string | undefined =>
  named?.name.trim() ? named.name : undefined;
