/**
 * The demo businesses' button colours, as the widget judges them (src/theme/accent.ts): every
 * demo page is free of the widget's contrast warning, except the one business whose colours
 * fall short on purpose (shown, and labelled, on the theming page).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeWidgetSettings } from '../../src/settings/sanitize.js';
import { businessAccent } from '../../src/theme/accent.js';
import { DEMO_BUSINESSES, type DemoBusiness } from '../demo-data.js';

const SHORT_ON_PURPOSE = 'demo-gallery';

/** The widget's warning for a business's colours in the default theme (`auto`: light and dark), if any. */
function contrastWarning({ widget }: DemoBusiness): string | undefined {
  const { settings } = sanitizeWidgetSettings({
    width: widget.width,
    height: widget.height,
    text: widget.text,
    font_size: widget.fontSize,
    font_color: widget.fontColor,
    bg_color: widget.bgColor,
  });
  return businessAccent(settings, null).warning;
}

describe('demo businesses’ colours', () => {
  for (const business of DEMO_BUSINESSES.filter(({ apiKey }) => apiKey !== SHORT_ON_PURPOSE)) {
    it(`${business.apiKey}: ${business.widget.fontColor} on ${business.widget.bgColor} meets the widget's contrast check`, () => {
      assert.equal(contrastWarning(business), undefined);
    });
  }

  it(`${SHORT_ON_PURPOSE} falls short on purpose, and the widget says so`, () => {
    const gallery = DEMO_BUSINESSES.find(({ apiKey }) => apiKey === SHORT_ON_PURPOSE)!;
    assert.match(contrastWarning(gallery) ?? '', /falls short of WCAG contrast/);
  });
});
