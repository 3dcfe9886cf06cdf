import { expect } from '@open-wc/testing';
import {
  FIELD_MAX_LENGTH,
  emptyFields,
  mergePrefill,
  normalizePhone,
  sanitizeText,
  validateCode,
  validateDetails,
  type BookingFields,
} from '../../src/booking/fields.js';

function fields(values: Partial<BookingFields>): BookingFields {
  return { ...emptyFields(), ...values };
}

describe('booking form fields', () => {
  describe('validation', () => {
    it('asks for a name and an email, and nothing else, on an empty form without SMS', () => {
      expect(validateDetails(emptyFields(), false)).to.deep.equal({
        name: 'validation.nameRequired',
        email: 'validation.emailRequired',
      });
    });

    it('requires the phone only when the business sends SMS codes', () => {
      const values = fields({ name: 'Ada', email: 'ada@example.com' });
      expect(validateDetails(values, false)).to.deep.equal({});
      expect(validateDetails(values, true)).to.deep.equal({ phone: 'validation.phoneRequired' });
    });

    it('rejects malformed email addresses and accepts ordinary ones', () => {
      for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'a@b..com']) {
        expect(validateDetails(fields({ name: 'Ada', email }), false).email, email).to.equal('validation.emailInvalid');
      }
      for (const email of ['ada@example.com', 'ada.lovelace+booking@mail.example.co.uk']) {
        expect(validateDetails(fields({ name: 'Ada', email }), false).email, email).to.equal(undefined);
      }
    });

    it('accepts phone numbers as people type them and rejects implausible ones', () => {
      for (const phone of ['+44 20 7946 0958', '(020) 7946-0958', '0049.30.123456', '+1 415 555 0100']) {
        expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone }), false).phone, phone).to.equal(undefined);
      }
      for (const phone of ['12345', '+1234567890123456', 'call me', '+44 20 7946 0958 ext 3']) {
        expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone }), false).phone, phone).to.equal(
          'validation.phoneInvalid',
        );
      }
    });

    it('with SMS, wants the + or 00 before the country code: a national number would get its code in another country', () => {
      for (const phone of ['+44 20 7946 0958', '0049.30.123456', '+1 415 555 0100']) {
        expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone }), true).phone, phone).to.equal(undefined);
      }
      // A country code typed without its + is asked again too: its digits alone are not told from a national number's.
      for (const phone of ['(415) 555-0199', '020 7946 0958', '4155550199', '1 415 555 0197']) {
        expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone }), true).phone, phone).to.equal(
          'validation.phoneCountryCode',
        );
        expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone }), false).phone, `${phone} without SMS`).to.equal(
          undefined,
        );
      }
      expect(validateDetails(fields({ name: 'A', email: 'a@b.co', phone: '12345' }), true).phone).to.equal(
        'validation.phoneInvalid',
      );
    });

    it('normalises a phone to digits with its leading + (00 counts as +)', () => {
      expect(normalizePhone(' +44 (20) 7946-0958 ')).to.equal('+442079460958');
      expect(normalizePhone('0049 30 123456')).to.equal('+4930123456');
      expect(normalizePhone('020 7946 0958')).to.equal('02079460958');
    });

    it('limits notes to their maximum length', () => {
      const ok = fields({ name: 'A', email: 'a@b.co', notes: 'x'.repeat(FIELD_MAX_LENGTH.notes) });
      const tooLong = fields({ ...ok, notes: 'x'.repeat(FIELD_MAX_LENGTH.notes + 1) });
      expect(validateDetails(ok, false)).to.deep.equal({});
      expect(validateDetails(tooLong, false)).to.deep.equal({ notes: 'validation.tooLong' });
    });

    it('wants the SMS code as exactly six digits', () => {
      expect(validateCode('')).to.equal('validation.otpRequired');
      expect(validateCode('12345')).to.equal('validation.otpInvalid');
      expect(validateCode('1234567')).to.equal('validation.otpInvalid');
      expect(validateCode('12a456')).to.equal('validation.otpInvalid');
      expect(validateCode(' 123456 ')).to.equal(undefined);
      expect(validateCode('420 864'), 'grouped as an SMS shows it').to.equal(undefined);
      expect(validateCode('Your booking code is 420864'), 'the SMS pasted whole').to.equal(undefined);
      expect(validateCode('abcdef')).to.equal('validation.otpInvalid');
    });
  });

  describe('sanitising', () => {
    it('trims, drops control and bidi-override characters, and caps the length', () => {
      expect(sanitizeText('  Ada\u0000 Love\u202elace\u0007  ', 100)).to.equal('Ada Lovelace');
      expect(sanitizeText('Ada\nLovelace', 100)).to.equal('Ada Lovelace');
      expect(sanitizeText('abcdef', 3)).to.equal('abc');
      expect(sanitizeText(42, 10)).to.equal('');
    });

    it('keeps line breaks in multi-line text', () => {
      expect(sanitizeText('line one\r\nline two\u0000', 100, true)).to.equal('line one\nline two');
    });

    it('never splits a character made of two UTF-16 units when capping', () => {
      expect(sanitizeText('😀😀😀', 2)).to.equal('😀😀');
    });
  });

  describe('prefill', () => {
    it('takes name, email and phone from the page query', () => {
      expect(mergePrefill({}, '?name=Ada%20Lovelace&email=ada%40example.com&phone=%2B44%2020')).to.deep.equal({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20',
      });
    });

    it('lets attributes win over the query, field by field', () => {
      const prefill = mergePrefill({ name: 'Grace', email: null }, new URLSearchParams('name=Ada&email=ada@example.com'));
      expect(prefill).to.deep.equal({ name: 'Grace', email: 'ada@example.com', phone: '' });
    });

    it('ignores an attribute that is blank after cleaning, and cleans both sources', () => {
      const prefill = mergePrefill({ name: '  \u0000 ' }, `?name=${encodeURIComponent(' Ada\u0007 ')}&phone=${'9'.repeat(50)}`);
      expect(prefill.name).to.equal('Ada');
      expect(prefill.phone).to.have.length(FIELD_MAX_LENGTH.phone);
    });

    it('ignores query parameters other than the three fields', () => {
      expect(mergePrefill({}, '?notes=hi&otp=123456')).to.deep.equal({ name: '', email: '', phone: '' });
    });
  });
});
