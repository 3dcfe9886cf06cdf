<?php
/**
 * The `<booking-widget>` element as the block and the shortcode print it, and the plugin's own
 * copy of the widget's script.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_SCRIPT = 'booking-widget';

/**
 * The widget's classic script, served from the plugin folder (never a CDN). Registered for the
 * footer: `<booking-widget>` is a custom element, so the browser upgrades every element already
 * on the page whenever the script runs — in the footer, in the head, deferred or moved by an
 * optimization plugin — and an inline calendar is never left blank.
 */
function booking_widget_register_script() {
	wp_register_script(
		BOOKING_WIDGET_SCRIPT,
		plugins_url( 'assets/booking-widget.iife.js', BOOKING_WIDGET_FILE ),
		array(),
		BOOKING_WIDGET_VERSION,
		true
	);
}
add_action( 'init', 'booking_widget_register_script' );

/**
 * The embed's options from block or shortcode attributes: only the known ones, as trimmed
 * strings, `mode` either `popup` or `inline`.
 *
 * @param array $attributes Block attributes (`timeZone`) or shortcode attributes (`time_zone`).
 * @return array{mode: string, location: string, language: string, time_zone: string}
 */
function booking_widget_embed_options( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$text       = static function ( $key ) use ( $attributes ) {
		return isset( $attributes[ $key ] ) && is_scalar( $attributes[ $key ] ) ? trim( (string) $attributes[ $key ] ) : '';
	};
	$time_zone = '' !== $text( 'timeZone' ) ? $text( 'timeZone' ) : $text( 'time_zone' );
	return array(
		'mode'      => 'inline' === strtolower( $text( 'mode' ) ) ? 'inline' : 'popup',
		'location'  => $text( 'location' ),
		'language'  => $text( 'language' ),
		'time_zone' => $time_zone,
	);
}

/**
 * `<booking-widget>` with the site's key and address and the embed's options, every value
 * escaped. Without a key the element still shows: the widget's own "not set up" notice tells
 * the site owner what is missing. Enqueues the script: WordPress prints it once per page
 * however many widgets the page holds, and only on pages that hold one.
 *
 * @param array $attributes Block or shortcode attributes.
 * @return string HTML.
 */
function booking_widget_element( $attributes ) {
	$options = booking_widget_embed_options( $attributes );
	wp_enqueue_script( BOOKING_WIDGET_SCRIPT );

	$element_attributes = array(
		'api-key'   => booking_widget_api_key(),
		'base-url'  => booking_widget_base_url(),
		'mode'      => 'inline' === $options['mode'] ? 'inline' : '',
		'location'  => $options['location'],
		// The element's language attribute is `locale`.
		'locale'    => $options['language'],
		'time-zone' => $options['time_zone'],
	);
	$html = '';
	foreach ( $element_attributes as $name => $value ) {
		// The key and address are always written, empty or not: the widget names what is missing.
		if ( '' !== $value || 'api-key' === $name || 'base-url' === $name ) {
			$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
	}

	// Light-DOM content shows until the script defines the element, then its shadow root
	// (which has no slot) replaces it: never an empty space, even on a page whose scripts fail.
	$placeholder = 'inline' === $options['mode']
		? __( 'Loading the booking calendar…', 'booking-widget' )
		: __( 'Loading online booking…', 'booking-widget' );

	return sprintf( '<booking-widget%s><span class="booking-widget-placeholder">%s</span></booking-widget>', $html, esc_html( $placeholder ) );
}
