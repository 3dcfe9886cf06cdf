/**
 * "Test connection" on Settings → Booking widget: asks the platform for the business with the
 * key and address as typed (saved or not), twice — from WordPress (admin-ajax, as the pages do
 * to reserve the button's box) and from the browser (as the widget does) — and explains the
 * first thing that failed: the address, the key, the platform's answer, or the platform not
 * allowing this site (CORS), with the platform's own words. Text only: nothing from the
 * platform is read as HTML.
 */
(function () {
  'use strict';

  var __ = wp.i18n.__;
  var sprintf = wp.i18n.sprintf;
  var config = window.bookingWidgetSettings || {};
  var button = document.getElementById('booking-widget-test-connection');
  var result = document.getElementById('booking-widget-test-result');
  if (!button || !result) {
    return;
  }

  function show(kind, text) {
    result.className = 'notice inline notice-' + kind;
    result.replaceChildren(document.createElement('p'));
    result.firstChild.textContent = text;
  }

  function businessUrl(address, apiKey) {
    var url = new URL('api/business', address.replace(/\/?$/, '/'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(address);
    }
    url.searchParams.set('api_key', apiKey);
    return url;
  }

  /**
   * WordPress's answer: `{ success, data: { name } | { code, status, message, url, field } }`.
   * admin-ajax answers a bare `-1` (403) to a nonce it no longer accepts and `0` (400) to a user
   * who is no longer logged in: both are `session_expired` here.
   */
  async function askFromWordPress(apiKey, address) {
    var form = new FormData();
    form.set('action', 'booking_widget_test_connection');
    form.set('_ajax_nonce', config.nonce);
    form.set('api_key', apiKey);
    form.set('base_url', address);
    try {
      var response = await fetch(config.ajaxUrl, { method: 'POST', body: form, credentials: 'same-origin' });
      var answer = await response.json();
      if (answer === -1 || answer === 0) return { success: false, data: { code: 'session_expired' } };
      return answer;
    } catch {
      return { success: false, data: { code: 'no_answer' } };
    }
  }

  /** The browser's answer: `{ name }`, `{ status, message }` or `{ error }`. */
  async function askFromBrowser(url) {
    try {
      var response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', cache: 'no-store' });
      var body = await response.json().catch(function () {
        return null;
      });
      var name = body && body.data && typeof body.data.name === 'string' ? body.data.name : null;
      if (response.ok && body.status === 'success' && name !== null) return { name: name };
      return { status: response.status, message: body && typeof body.message === 'string' ? body.message : '' };
    } catch (error) {
      return { error: error.message };
    }
  }

  /** What the platform's HTTP status means for the site owner. */
  function statusHint(status) {
    if (status === 401 || status === 403) {
      return __('The platform does not accept this API key: copy it again from your business settings page.', 'booking-widget');
    }
    if (status === 404) {
      return __('Nothing answers at that address: check the platform address (without /api).', 'booking-widget');
    }
    if (status >= 500) return __('The platform has a problem: try again later.', 'booking-widget');
    return '';
  }

  /**
   * Answers that WordPress gave without asking the platform: they say nothing about the
   * platform, so the browser's answer is not reported with them. Undefined for any other answer.
   */
  function wordPressRefusal(failure, address) {
    if (failure.code === 'forbidden') {
      return __(
        'Your account is not allowed to manage these settings (any more): ask an administrator of this site.',
        'booking-widget',
      );
    }
    if (failure.code === 'session_expired') {
      return __(
        'WordPress did not accept the test: your login has expired or this page is too old. Reload the page (log in again if asked) and test again.',
        'booking-widget',
      );
    }
    if (failure.code === 'invalid_input' && failure.field === 'api_key') {
      return __(
        'WordPress cannot use this API key: nothing is left of it without tags and line breaks. Copy it again from your business settings page.',
        'booking-widget',
      );
    }
    if (failure.code === 'invalid_input') {
      return sprintf(
        /* translators: %s: the address as typed. */
        __(
          'WordPress does not accept “%s” as the platform address: it has to be an http:// or https:// address with a plain host name and no user name, query (?…), fragment (#…), spaces or quotes, such as https://booking.example.com.',
          'booking-widget',
        ),
        address,
      );
    }
    return undefined;
  }

  /** The verdict `[notice kind, text]` from both answers; `url` is the browser's, `address` as typed. */
  function explain({ server, browser, url, address }) {
    var failure = server.data || {};
    var refusal = server.success ? undefined : wordPressRefusal(failure, address);
    if (refusal !== undefined) return ['error', refusal];
    if (failure.code === 'http_status') {
      /* translators: 1: HTTP status code, 2: the platform's message, e.g. "401: Unauthorized request". */
      var answered = sprintf(__('The platform answered %1$s: %2$s', 'booking-widget'), failure.status, failure.message || '–');
      return ['error', (answered + ' ' + statusHint(failure.status)).trim()];
    }
    if (failure.code === 'not_a_platform') {
      /* translators: %s: the address that was asked. */
      return [
        'error',
        sprintf(__('%s answered, but not as a booking platform: check the platform address.', 'booking-widget'), failure.url),
      ];
    }
    if (server.success && browser.name !== undefined) {
      /* translators: %s: the business's name, as the platform gives it. */
      return ['success', sprintf(__('Connected to %s.', 'booking-widget'), browser.name)];
    }
    if (server.success) {
      return [
        'error',
        sprintf(
          /* translators: 1: the platform's address, 2: this site's address, 3: the browser's error message. */
          __(
            'WordPress reaches %1$s, but your browser cannot (%3$s): the platform does not allow requests from %2$s (CORS). Ask your platform to allow %2$s.',
            'booking-widget',
          ),
          url.origin,
          window.location.origin,
          browser.error || browser.status,
        ),
      ];
    }
    if (browser.name !== undefined) {
      return [
        'warning',
        sprintf(
          /* translators: 1: the business's name, 2: why WordPress could not reach the platform. */
          __(
            'Connected to %1$s from your browser, but WordPress itself cannot reach the platform (%2$s): your pages show the default button size until it can.',
            'booking-widget',
          ),
          browser.name,
          failure.message || failure.code,
        ),
      ];
    }
    return [
      'error',
      sprintf(
        /* translators: 1: the platform's address, 2: the browser's error message, 3: WordPress's error message. */
        __('Could not reach %1$s (%2$s; from WordPress: %3$s). Check the platform address.', 'booking-widget'),
        url.origin,
        browser.error || browser.status,
        failure.message || failure.code,
      ),
    ];
  }

  async function testConnection() {
    var apiKey = document.getElementById('booking_widget_api_key').value.trim();
    var address = document.getElementById('booking_widget_base_url').value.trim();
    if (!apiKey || !address) {
      show('error', __('Enter the API key and the platform address first.', 'booking-widget'));
      return;
    }
    var url;
    try {
      url = businessUrl(address, apiKey);
    } catch {
      /* translators: %s: the address as typed. */
      show('error', sprintf(__('“%s” is not a web address such as https://booking.example.com.', 'booking-widget'), address));
      return;
    }

    button.disabled = true;
    show('info', __('Asking the platform…', 'booking-widget'));
    try {
      var answers = await Promise.all([askFromWordPress(apiKey, address), askFromBrowser(url)]);
      var verdict = explain({ server: answers[0], browser: answers[1], url: url, address: address });
      show(verdict[0], verdict[1]);
    } finally {
      button.disabled = false;
    }
  }

  button.addEventListener('click', testConnection);
})();
