// The whole catalog of texts, made known as the dialog's chunk does when it loads
// (src/panel/booking-panel.ts): for tests that render the dialog's views without it.
import { ENGLISH, MESSAGE_IDS } from '../../src/i18n/messages.js';
import { addCatalog } from '../../src/i18n/text.js';

addCatalog({ ids: MESSAGE_IDS, english: ENGLISH });
