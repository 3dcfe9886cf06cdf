// Serves, for test/build/strict-csp.test.ts, a page under the strictest policy a careful
// host site sets, and a tiny fake of the booking interface so the widget can render fully.
// A second page plays a browser without constructable stylesheets (Safari before 16.4) under
// a policy that allows styles only by nonce: the widget's `<style>` fallback must carry it.
import { randomBytes } from 'node:crypto';

export const STRICT_CSP_PAGE = '/__strict-csp__/page.html';
export const NONCE_CSP_PAGE = '/__strict-csp__/without-constructable-stylesheets.html';
const API_ROOT = '/__strict-csp__/api';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

/** Styles by nonce only: no 'self', no 'unsafe-inline'; scripts from the page's origin or by nonce. */
function noncePolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/**
 * The page sets `window.litNonce` in an inline script allowed by the same nonce, as a site
 * does; `?without-nonce` leaves it out, which must get the widget's styles blocked.
 */
function noncePage(nonce, { withNonce }) {
  return `<!doctype html>
<html lang="en" data-api-root="${API_ROOT}">
  <head>
    <meta charset="utf-8">
    <title>booking-widget without constructable stylesheets, styles by nonce</title>
    ${withNonce ? `<script nonce="${nonce}">window.litNonce = '${nonce}';</script>` : ''}
    <script src="/test/build/fixtures/without-constructable-stylesheets.js"></script>
    <script src="/test/build/fixtures/csp-probe.js"></script>
    <script src="/dist/booking-widget.iife.js"></script>
  </head>
  <body></body>
</html>`;
}

/**
 * The strict page. `?trusted-types=lit-html` names the one Trusted Types policy the page allows
 * (`trusted-types lit-html`), `=duplicates` allows it twice (`'allow-duplicates'`); `?twice`
 * pastes the classic script twice, once with a query (`?v=2`), and the module snippet as well.
 */
function strictPage(searchParams) {
  const trustedTypes = searchParams.get('trusted-types');
  const policy = trustedTypes
    ? `${POLICY}; trusted-types lit-html${trustedTypes === 'duplicates' ? " 'allow-duplicates'" : ''}`
    : POLICY;
  const scripts = searchParams.has('twice')
    ? `<script src="/dist/booking-widget.iife.js"></script>
    <script src="/dist/booking-widget.iife.js?v=2"></script>
    <script type="module" src="/dist/booking-widget.js"></script>`
    : '<script src="/dist/booking-widget.iife.js"></script>';
  const body = `<!doctype html>
<html lang="en" data-api-root="${API_ROOT}">
  <head>
    <meta charset="utf-8">
    <title>booking-widget under a strict CSP</title>
    <script src="/test/build/fixtures/csp-probe.js"></script>
    ${scripts}
  </head>
  <body></body>
</html>`;
  return { body, policy };
}

function apiResponse(path) {
  if (path === `${API_ROOT}/api/business`) {
    return {
      status: 'success',
      message: 'Business details fetched successfully',
      data: {
        name: 'Strict Policy Salon',
        address: '1 Header Street',
        date_format: 'dd/MM/yyyy',
        sms_enabled: false,
        locations: [{ id: 1, name: 'Main' }],
        widget_settings: { width: 200, height: 48, text: 'Book now', font_size: 16, font_color: '#ffffff', bg_color: '#225577' },
      },
    };
  }
  if (path === `${API_ROOT}/api/slots`) {
    return {
      status: 'success',
      message: 'Slots fetched successfully',
      data: [
        { from: '09:00', to: '09:30', percentage_filled: 0 },
        { from: '09:30', to: '10:00', percentage_filled: 60 },
        { from: '10:00', to: '10:30', percentage_filled: 100 },
      ],
    };
  }
  return undefined;
}

export function strictCspPlugin() {
  return {
    name: 'strict-csp-page',
    serve(context) {
      if (context.path === STRICT_CSP_PAGE) {
        const { body, policy } = strictPage(context.URL.searchParams);
        return { body, type: 'html', headers: { 'Content-Security-Policy': policy, 'Cache-Control': 'no-store' } };
      }
      if (context.path === NONCE_CSP_PAGE) {
        // A fresh nonce for every response, as a policy by nonce demands.
        const nonce = randomBytes(16).toString('base64');
        const body = noncePage(nonce, { withNonce: !context.URL.searchParams.has('without-nonce') });
        return { body, type: 'html', headers: { 'Content-Security-Policy': noncePolicy(nonce), 'Cache-Control': 'no-store' } };
      }
      const body = apiResponse(context.path);
      if (body) {
        return { body: JSON.stringify(body), type: 'json', headers: { 'Cache-Control': 'no-store' } };
      }
      return undefined;
    },
  };
}
