/**
 * "Test connection" on Settings → Booking widget: asks the platform for the business with the
 * key and address as typed (saved or not), from the browser as the widget does, so a refused
 * key, a wrong address or a platform that does not allow this site (CORS) shows here, with the
 * platform's own words, before a visitor meets it. Text only: nothing from the platform is
 * read as HTML.
 */
( function ( i18n ) {
	'use strict';

	var __ = i18n.__;
	var sprintf = i18n.sprintf;
	var button = document.getElementById( 'booking-widget-test-connection' );
	var result = document.getElementById( 'booking-widget-test-result' );
	if ( ! button || ! result ) {
		return;
	}

	function show( kind, text ) {
		result.className = 'notice inline notice-' + kind;
		result.replaceChildren( document.createElement( 'p' ) );
		result.firstChild.textContent = text;
	}

	function businessUrl( address, apiKey ) {
		var url = new URL( 'api/business', address.replace( /\/?$/, '/' ) );
		if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
			throw new TypeError( address );
		}
		url.searchParams.set( 'api_key', apiKey );
		return url;
	}

	async function testConnection() {
		var apiKey = document.getElementById( 'booking_widget_api_key' ).value.trim();
		var address = document.getElementById( 'booking_widget_base_url' ).value.trim();
		if ( ! apiKey || ! address ) {
			show( 'error', __( 'Enter the API key and the platform address first.', 'booking-widget' ) );
			return;
		}
		var url;
		try {
			url = businessUrl( address, apiKey );
		} catch ( error ) {
			/* translators: %s: the address as typed. */
			show( 'error', sprintf( __( '“%s” is not a web address such as https://booking.example.com.', 'booking-widget' ), address ) );
			return;
		}

		button.disabled = true;
		show( 'info', __( 'Asking the platform…', 'booking-widget' ) );
		try {
			var response = await fetch( url, { headers: { Accept: 'application/json' }, credentials: 'omit', cache: 'no-store' } );
			var body = await response.json().catch( function () {
				return null;
			} );
			var name = body && body.data && typeof body.data.name === 'string' ? body.data.name : null;
			if ( response.ok && body.status === 'success' && name !== null ) {
				/* translators: %s: the business's name, as the platform gives it. */
				show( 'success', sprintf( __( 'Connected to %s.', 'booking-widget' ), name ) );
			} else {
				var message = body && typeof body.message === 'string' ? body.message : __( 'not a booking platform answer', 'booking-widget' );
				/* translators: 1: HTTP status code, 2: the platform's message, e.g. "401: Unauthorized request". */
				show( 'error', sprintf( __( 'The platform answered %1$s: %2$s', 'booking-widget' ), response.status, message ) );
			}
		} catch ( error ) {
			/* translators: 1: the platform's address, 2: the browser's error message. */
			show( 'error', sprintf( __( 'Could not reach %1$s (%2$s). Check the address, and that the platform allows requests from this site.', 'booking-widget' ), url.origin, error.message ) );
		} finally {
			button.disabled = false;
		}
	}

	button.addEventListener( 'click', testConnection );
} )( window.wp.i18n );
