<?php
/**
 * The two settings (the business's API key and the platform's address) and how a typed
 * address is checked before it is kept.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_OPTION_API_KEY  = 'booking_widget_api_key';
const BOOKING_WIDGET_OPTION_BASE_URL = 'booking_widget_base_url';

/** The saved API key, '' before one is set. */
function booking_widget_api_key() {
	return (string) get_option( BOOKING_WIDGET_OPTION_API_KEY, '' );
}

/** The saved platform address, '' before one is set. */
function booking_widget_base_url() {
	return (string) get_option( BOOKING_WIDGET_OPTION_BASE_URL, '' );
}

/**
 * The platform address as the widget needs it: an absolute http(s) URL without credentials,
 * query or fragment, and without a trailing slash (the widget appends `/api/...`).
 *
 * Loopback and private hosts are allowed on purpose: a platform on the local network or on the
 * site's own machine is a real setup, and the visitor's browser (not WordPress) talks to it.
 *
 * @param string $address What the site owner typed.
 * @return string|null The normalized address, '' for an empty one, null when it is not one.
 */
function booking_widget_normalize_base_url( $address ) {
	$address = trim( (string) $address );
	if ( '' === $address ) {
		return '';
	}
	$parts = wp_parse_url( $address );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	if ( ! in_array( $scheme, array( 'http', 'https' ), true )
		|| isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] )
		|| ! preg_match( '/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i', $parts['host'] )
		|| preg_match( '/[\s"\'<>\\\\]/', $address ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	$path = isset( $parts['path'] ) ? rtrim( $parts['path'], '/' ) : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port . $path;
}
