/** The choices the configurator's lists offer, named for a site owner. */
import { sourceLocale, targetLocales } from '../src/i18n/locale-codes.js';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Every language the widget speaks as `[tag, label]`, after the default: the language of the
 * page the widget is on (its `lang`), else the visitor's browser languages.
 */
export const LANGUAGE_OPTIONS: readonly [tag: string, label: string][] = [
  ['', 'The page’s language (default)'],
  // English in its two common spellings of dates and times as well: 24 h in Britain, 12 h in the US.
  ...[sourceLocale, 'en-GB', 'en-US', ...targetLocales]
    .map((tag): [string, string] => [tag, `${languageNames.of(tag) ?? tag} (${tag})`])
    .sort(([, a], [, b]) => a.localeCompare(b, 'en')),
];

/**
 * The IANA time zones the browser knows, or none where it cannot list them. Browsers list the
 * places' zones and may leave out `UTC`, which a business on universal time names.
 */
export const TIME_ZONE_OPTIONS: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort() : [];
