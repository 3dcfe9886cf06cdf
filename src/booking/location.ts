import type { Location } from '../api/types.js';

/**
 * The location on screen: the customer's choice, else the page's (`location` attribute, a
 * `business_unit_id`), else the business's first.
 */
export function locationOnScreen(locations: Location[], chosenId: number | undefined, attribute: string | undefined): Location | undefined {
  const fromPage = (attribute ?? '').trim();
  const wanted = chosenId ?? (fromPage === '' ? undefined : Number(fromPage));
  return locations.find((location) => location.id === wanted) ?? locations[0];
}
