// What the configurator writes for a site owner to paste: only the attributes that differ
// from the widget's defaults, every value escaped so the pasted HTML means what was typed,
// and CSS with the business's button size clamped as the widget clamps it.
import { expect } from '@open-wc/testing';
import {
  DEFAULT_CHOICES,
  classicSnippet,
  moduleSnippet,
  reservedBoxCss,
  widgetFolderOf,
  widgetTag,
  type WidgetChoices,
} from '../../configurator/snippet.js';
import type { WidgetSettings } from '../../src/api/types.js';
import { NAUGHTY_STRINGS, PWNED } from '../hostile/naughty-strings.js';

const choices = (changes: Partial<WidgetChoices> = {}): WidgetChoices => ({
  ...DEFAULT_CHOICES,
  apiKey: 'demo-salon',
  baseUrl: 'https://booking.example.com',
  ...changes,
});

const settings = (size: Partial<WidgetSettings>) =>
  ({ text: 'Book', font_size: 16, font_color: '#fff', bg_color: '#000', ...size }) as WidgetSettings;

/** The attributes of the one element `html` holds, as the browser's parser reads them. */
function parsedAttributes(html: string): Record<string, string> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const widgets = template.content.querySelectorAll('booking-widget');
  expect(widgets, 'exactly one widget, nothing more').to.have.length(1);
  expect(template.content.querySelectorAll('*'), 'no other element').to.have.length(1);
  return Object.fromEntries([...widgets[0]!.attributes].map((a) => [a.name, a.value]));
}

describe('configurator snippets', () => {
  describe('the tag', () => {
    it('holds the key and the address, and nothing at its default', () => {
      expect(widgetTag(choices())).to.equal(
        '<booking-widget api-key="demo-salon" base-url="https://booking.example.com"></booking-widget>',
      );
    });

    it('holds every choice that differs from the default, in the reference’s order', () => {
      const tag = widgetTag(
        choices({
          mode: 'inline',
          theme: 'dark',
          locale: 'de',
          timeZone: 'Europe/Berlin',
          location: '2',
          analytics: true,
          name: 'Ada',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
        }),
      );
      expect(Object.keys(parsedAttributes(tag))).to.deep.equal([
        'api-key',
        'base-url',
        'mode',
        'theme',
        'locale',
        'time-zone',
        'location',
        'analytics',
        'name',
        'email',
        'phone',
      ]);
      expect(parsedAttributes(tag)).to.include({
        analytics: 'datalayer',
        'time-zone': 'Europe/Berlin',
        phone: '+44 20 7946 0000',
      });
    });

    for (const [name, value] of NAUGHTY_STRINGS) {
      it(`reads back exactly as typed, and runs nothing: ${name}`, () => {
        const tag = widgetTag(choices({ apiKey: value, name: value, email: value }));
        expect(parsedAttributes(tag)).to.include({ 'api-key': value, name: value, email: value });
        const host = document.createElement('div');
        host.innerHTML = tag;
        document.body.append(host);
        host.remove();
        expect(window[PWNED]).to.be.undefined;
      });
    }
  });

  describe('the script', () => {
    const folder = 'https://cdn.example.com/booking-widget/';

    it('loads the module entry in the module snippet, and the classic script in the classic one', () => {
      expect(moduleSnippet({ choices: choices(), widgetFolder: folder }).split('\n')[0]).to.equal(
        '<script type="module" src="https://cdn.example.com/booking-widget/booking-widget.js"></script>',
      );
      expect(classicSnippet({ choices: choices(), widgetFolder: folder }).split('\n')[0]).to.equal(
        '<script src="https://cdn.example.com/booking-widget/booking-widget.iife.js" defer></script>',
      );
    });

    it('takes an http(s) folder or a path of the site, with its final slash, and nothing else', () => {
      expect(widgetFolderOf(' https://cdn.example.com/bw ')).to.equal('https://cdn.example.com/bw/');
      expect(widgetFolderOf('/assets/booking-widget/')).to.equal('/assets/booking-widget/');
      for (const refused of [
        '',
        '   ',
        'javascript:alert(1)//',
        'data:text/javascript,alert(1)//',
        'http://[',
        'ftp://files.example.com/',
      ]) {
        expect(widgetFolderOf(refused), refused).to.be.undefined;
      }
    });

    it('escapes the folder too', () => {
      const line = moduleSnippet({ choices: choices(), widgetFolder: '/a"b<c>/' }).split('\n')[0]!;
      expect(line).to.equal('<script type="module" src="/a&quot;b&lt;c&gt;/booking-widget.js"></script>');
    });
  });

  describe('the CSS', () => {
    it('reserves the business’s button size', () => {
      const css = reservedBoxCss('popup', settings({ width: 220, height: 48 }))!;
      expect(css)
        .to.contain('min-width: 220px;')
        .and.contain('min-height: 48px;')
        .and.contain('display: inline-block;')
        .and.contain('vertical-align: top;');
    });

    it('clamps the size as the widget does (40–600 × 24–200 px), and uses its defaults for what is unusable', () => {
      expect(reservedBoxCss('popup', settings({ width: 5000, height: 3 })))
        .to.contain('min-width: 600px;')
        .and.contain('min-height: 24px;');
      const hostile = settings({ width: '1px;background:url(//x)' as unknown as number, height: Number.NaN });
      const css = reservedBoxCss('popup', hostile)!;
      expect(css).to.contain('min-width: 200px;').and.contain('min-height: 44px;').and.not.contain('url(');
    });

    it('reserves nothing for the inline calendar, which has no button', () => {
      expect(reservedBoxCss('inline', settings({ width: 220, height: 48 }))).to.be.undefined;
    });
  });
});
