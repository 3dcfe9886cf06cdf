import { expect } from '@open-wc/testing';
import { DEFAULT_BUTTON_SETTINGS, isHexColor, MAX_LABEL_LENGTH, sanitizeWidgetSettings } from '../../src/settings/sanitize.js';

const GOOD = { width: 220, height: 48, text: 'Book now', font_size: 18, font_color: '#FFF', bg_color: '#0055aa' };

function rejectedFields(raw: unknown): string[] {
  return sanitizeWidgetSettings(raw).rejected.map((entry) => entry.field);
}

describe('widget_settings sanitizer', () => {
  it('keeps good settings, colours in lowercase', () => {
    expect(sanitizeWidgetSettings(GOOD)).to.deep.equal({
      settings: { label: 'Book now', width: 220, height: 48, fontSize: 18, fontColor: '#fff', backgroundColor: '#0055aa' },
      rejected: [],
    });
  });

  it('uses the defaults, silently, for fields that are absent or null', () => {
    expect(sanitizeWidgetSettings({ text: null })).to.deep.equal({ settings: DEFAULT_BUTTON_SETTINGS, rejected: [] });
    expect(sanitizeWidgetSettings(undefined)).to.deep.equal({ settings: DEFAULT_BUTTON_SETTINGS, rejected: [] });
  });

  it('has a readable default label', () => {
    expect(DEFAULT_BUTTON_SETTINGS.label, "the widget's own, translated").to.equal('');
  });

  for (const raw of ['width: 200px', 42, true, [GOOD]]) {
    it(`uses every default for settings that are ${JSON.stringify(raw)} and says so`, () => {
      const { settings, rejected } = sanitizeWidgetSettings(raw);
      expect(settings).to.deep.equal(DEFAULT_BUTTON_SETTINGS);
      expect(rejected.map((entry) => entry.field)).to.deep.equal(['widget_settings']);
    });
  }

  describe('colours', () => {
    for (const color of ['#fff', '#FFFA', '#0055aa', '#0055AA80']) {
      it(`accepts ${color}`, () => {
        expect(sanitizeWidgetSettings({ bg_color: color }).settings.backgroundColor).to.equal(color.toLowerCase());
      });
    }

    const hostile: unknown[] = [
      'red;background:url(//x)',
      '#fff;background:url(//x)',
      'expression(alert(1))',
      '#fff}</style><script>alert(1)</script>',
      '#fff}',
      'var(--x)',
      'url(javascript:alert(1))',
      'red',
      'rgb(0,0,0)',
      '#ff',
      '#fffff',
      '#fffffffff',
      '#ggg',
      'fff',
      '#fff\u0000',
      '##fff',
      '#fff #000',
      '',
      0xffffff,
      ['#fff'],
      { toString: () => '#fff' },
      true,
    ];
    for (const value of hostile) {
      it(`rejects ${JSON.stringify(value) ?? String(value)} for the default`, () => {
        const { settings, rejected } = sanitizeWidgetSettings({ font_color: value, bg_color: value });
        expect(settings.fontColor).to.equal(DEFAULT_BUTTON_SETTINGS.fontColor);
        expect(settings.backgroundColor).to.equal(DEFAULT_BUTTON_SETTINGS.backgroundColor);
        expect(rejected.map((entry) => entry.field)).to.deep.equal(['font_color', 'bg_color']);
        expect(isHexColor(value)).to.equal(false);
      });
    }

    it('tolerates white space around a colour, and uses the colour alone', () => {
      expect(sanitizeWidgetSettings({ bg_color: '  #abc ' }).settings.backgroundColor).to.equal('#abc');
      expect(sanitizeWidgetSettings({ bg_color: '#abc\n' }).settings.backgroundColor).to.equal('#abc');
      expect(isHexColor('#abc\n')).to.equal(false);
    });
  });

  describe('sizes in pixels', () => {
    const bounds: Array<[string, 'width' | 'height' | 'fontSize', number, number]> = [
      ['width', 'width', 40, 600],
      ['height', 'height', 24, 200],
      ['font_size', 'fontSize', 8, 48],
    ];
    for (const [field, key, min, max] of bounds) {
      it(`${field}: clamps to ${min}–${max} and says so`, () => {
        expect(sanitizeWidgetSettings({ [field]: -1 }).settings[key]).to.equal(min);
        expect(sanitizeWidgetSettings({ [field]: 0 }).settings[key]).to.equal(min);
        expect(sanitizeWidgetSettings({ [field]: 1e9 }).settings[key]).to.equal(max);
        expect(rejectedFields({ [field]: 1e9 })).to.deep.equal([field]);
        expect(sanitizeWidgetSettings({ [field]: min }).settings[key]).to.equal(min);
        expect(sanitizeWidgetSettings({ [field]: max }).settings[key]).to.equal(max);
        expect(rejectedFields({ [field]: max })).to.deep.equal([]);
      });

      it(`${field}: rounds fractions`, () => {
        expect(sanitizeWidgetSettings({ [field]: min + 0.6 }).settings[key]).to.equal(min + 1);
      });

      for (const value of [
        '1e9',
        '200',
        '200px',
        'calc(1px)',
        'calc(100vw)',
        '12;color:red',
        '',
        NaN,
        Infinity,
        -Infinity,
        {},
        [12],
        true,
      ]) {
        it(`${field}: rejects ${typeof value === 'number' ? String(value) : JSON.stringify(value)} for the default`, () => {
          const { settings, rejected } = sanitizeWidgetSettings({ [field]: value });
          expect(settings[key]).to.equal(DEFAULT_BUTTON_SETTINGS[key]);
          expect(rejected.map((entry) => entry.field)).to.deep.equal([field]);
        });
      }
    }
  });

  describe('label', () => {
    it('is trimmed and its whitespace collapsed', () => {
      expect(sanitizeWidgetSettings({ text: '  Book\n\tnow  ' }).settings.label).to.equal('Book now');
    });

    it('loses control and direction-override characters', () => {
      expect(sanitizeWidgetSettings({ text: 'Book\u0000 \u0007now\u202E\u2066' }).settings.label).to.equal('Book now');
    });

    it('keeps markup characters as text (it is rendered as text)', () => {
      const text = '<img src=x onerror=alert(1)>';
      expect(sanitizeWidgetSettings({ text }).settings.label).to.equal(text);
    });

    it('keeps letters of any script and emoji whole', () => {
      expect(sanitizeWidgetSettings({ text: 'Записаться 📅' }).settings.label).to.equal('Записаться 📅');
    });

    it(`is cut to ${MAX_LABEL_LENGTH} characters without splitting one`, () => {
      const { settings, rejected } = sanitizeWidgetSettings({ text: '📅'.repeat(MAX_LABEL_LENGTH + 5) });
      expect(Array.from(settings.label)).to.have.length(MAX_LABEL_LENGTH);
      expect(settings.label).to.equal('📅'.repeat(MAX_LABEL_LENGTH));
      expect(rejected.map((entry) => entry.field)).to.deep.equal(['text']);
    });

    for (const value of ['', '   ', '\u0000\u202E', 42, {}, ['Book'], false]) {
      it(`falls back to the default for ${JSON.stringify(value)}`, () => {
        const { settings, rejected } = sanitizeWidgetSettings({ text: value });
        expect(settings.label).to.equal('');
        expect(rejected.map((entry) => entry.field)).to.deep.equal(['text']);
      });
    }
  });

  it('keeps the good fields when others are bad, and names each bad one with a reason', () => {
    const { settings, rejected } = sanitizeWidgetSettings({ ...GOOD, width: 'calc(1px)', bg_color: 'red;background:url(//x)' });
    expect(settings).to.deep.equal({
      label: 'Book now',
      width: DEFAULT_BUTTON_SETTINGS.width,
      height: 48,
      fontSize: 18,
      fontColor: '#fff',
      backgroundColor: DEFAULT_BUTTON_SETTINGS.backgroundColor,
    });
    expect(rejected.map((entry) => entry.field)).to.deep.equal(['width', 'bg_color']);
    expect(rejected[0]!.reason).to.contain('calc(1px)');
    expect(rejected[1]!.reason).to.contain(DEFAULT_BUTTON_SETTINGS.backgroundColor);
  });

  it('cannot be changed through the exported defaults', () => {
    expect(Object.isFrozen(DEFAULT_BUTTON_SETTINGS)).to.equal(true);
    const { settings } = sanitizeWidgetSettings({});
    settings.label = 'changed';
    expect(sanitizeWidgetSettings({}).settings.label).to.equal('');
  });
});
