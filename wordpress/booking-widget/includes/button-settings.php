<?php
/**
 * The business's button as the platform describes it (`widget_settings` of
 * `GET {address}/api/business`), fetched by the server, checked as the widget checks it, and kept
 * in a transient: the page then reserves the button's size and colours before any script runs
 * (includes/reserved-button.php), so the widget's arrival moves nothing.
 *
 * The platform is asked at most once an hour, again whenever the settings are saved, and
 * never for longer than BOOKING_WIDGET_FETCH_TIMEOUT seconds: a platform that does not answer
 * leaves the page with the widget's defaults, and is asked again after a few minutes.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_BUSINESS_TRANSIENT = 'booking_widget_business';
const BOOKING_WIDGET_FETCH_TIMEOUT      = 3;
/** After a failed request the page waits this long before blocking on the platform again. */
const BOOKING_WIDGET_RETRY_AFTER = 5 * MINUTE_IN_SECONDS;
/** The label's length limit, in characters, as the widget's (src/settings/sanitize.ts). */
const BOOKING_WIDGET_MAX_LABEL_LENGTH = 60;

/**
 * The widget's built-in button: what it shows when the platform sets nothing, or nothing valid.
 *
 * @return array{label: string, width: int, height: int, font_size: int, font_color: string, bg_color: string}
 */
function booking_widget_default_button() {
	return array(
		'label'      => '',
		'width'      => 200,
		'height'     => 44,
		'font_size'  => 16,
		'font_color' => '#ffffff',
		'bg_color'   => '#1f5fbf',
	);
}

/**
 * `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` in lower case, or null for anything else: the only
 * colours that reach the page's CSS.
 *
 * @param mixed $value A colour from the platform.
 * @return string|null
 */
function booking_widget_hex_color( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$value = trim( $value );
	return preg_match( '/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i', $value ) ? strtolower( $value ) : null;
}

/**
 * `widget_settings` made safe, field by field, with the widget's own rules (contract: width
 * 40–600, height 24–200, font_size 8–48 pixels, rounded and clamped; colours as
 * booking_widget_hex_color; the label without control or direction characters, spaces
 * collapsed, at most 60 characters). A missing or invalid field is the default.
 *
 * @param mixed $raw The platform's widget_settings.
 * @return array{label: string, width: int, height: int, font_size: int, font_color: string, bg_color: string}
 */
function booking_widget_sanitize_button( $raw ) {
	$button = booking_widget_default_button();
	if ( ! is_array( $raw ) ) {
		return $button;
	}
	$bounds = array(
		'width'     => array( 40, 600 ),
		'height'    => array( 24, 200 ),
		'font_size' => array( 8, 48 ),
	);
	foreach ( $bounds as $field => list( $min, $max ) ) {
		if ( isset( $raw[ $field ] ) && ( is_int( $raw[ $field ] ) || is_float( $raw[ $field ] ) ) && is_finite( (float) $raw[ $field ] ) ) {
			$button[ $field ] = (int) min( $max, max( $min, round( $raw[ $field ] ) ) );
		}
	}
	foreach ( array( 'font_color', 'bg_color' ) as $field ) {
		$color = isset( $raw[ $field ] ) ? booking_widget_hex_color( $raw[ $field ] ) : null;
		if ( null !== $color ) {
			$button[ $field ] = $color;
		}
	}
	if ( isset( $raw['text'] ) && is_string( $raw['text'] ) ) {
		$label = preg_replace( '/[\x00-\x08\x0e-\x1f\x7f-\x9f\x{061c}\x{200e}\x{200f}\x{202a}-\x{202e}\x{2066}-\x{2069}]/u', '', $raw['text'] );
		$label = trim( (string) preg_replace( '/\s+/u', ' ', (string) $label ) );
		if ( '' !== $label ) {
			$button['label'] = mb_substr( $label, 0, BOOKING_WIDGET_MAX_LABEL_LENGTH, 'UTF-8' );
		}
	}
	return $button;
}

/**
 * Asks the platform for the business, as "Test connection" and the widget do.
 *
 * @param string $api_key  The business's key.
 * @param string $base_url The platform's address (normalized).
 * @param int    $timeout  Seconds to wait: short while a page is rendered, longer for the administrator's test.
 * @return array|WP_Error The business's `data`, or why there is none: `unreachable` (with the
 *                        transport's message), `http_status` (with the status and the platform's
 *                        message) or `not_a_platform`.
 */
function booking_widget_fetch_business( $api_key, $base_url, $timeout = BOOKING_WIDGET_FETCH_TIMEOUT ) {
	$url      = add_query_arg( 'api_key', rawurlencode( $api_key ), $base_url . '/api/business' );
	$response = wp_remote_get(
		$url,
		array(
			'timeout'     => $timeout,
			'redirection' => 2,
			'headers'     => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'unreachable', $response->get_error_message() );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $status ) {
		$message = is_array( $body ) && isset( $body['message'] ) && is_string( $body['message'] ) ? $body['message'] : '';
		return new WP_Error( 'http_status', $message, array( 'status' => $status ) );
	}
	if ( ! is_array( $body ) || ! isset( $body['data'] ) || ! is_array( $body['data'] ) || ! isset( $body['data']['name'] ) ) {
		return new WP_Error( 'not_a_platform', '', array( 'status' => $status ) );
	}
	return $body['data'];
}

/**
 * The business's button, checked: from the transient, else from the platform (then kept for an
 * hour; a failure is kept for a few minutes with the defaults, so that a platform that is down
 * costs one short wait per few minutes, not one per page view). The defaults before the key and
 * address are set.
 *
 * @return array{label: string, width: int, height: int, font_size: int, font_color: string, bg_color: string}
 */
function booking_widget_button() {
	$api_key  = booking_widget_api_key();
	$base_url = booking_widget_base_url();
	if ( '' === $api_key || '' === $base_url ) {
		return booking_widget_default_button();
	}
	$cached = get_transient( BOOKING_WIDGET_BUSINESS_TRANSIENT );
	if ( is_array( $cached ) && isset( $cached['button'] ) && is_array( $cached['button'] ) ) {
		return array_merge( booking_widget_default_button(), $cached['button'] );
	}
	$business = booking_widget_fetch_business( $api_key, $base_url );
	if ( is_wp_error( $business ) ) {
		$button = booking_widget_default_button();
		set_transient( BOOKING_WIDGET_BUSINESS_TRANSIENT, array( 'button' => $button ), BOOKING_WIDGET_RETRY_AFTER );
		return $button;
	}
	$button = booking_widget_sanitize_button( isset( $business['widget_settings'] ) ? $business['widget_settings'] : null );
	set_transient( BOOKING_WIDGET_BUSINESS_TRANSIENT, array( 'button' => $button ), HOUR_IN_SECONDS );
	return $button;
}

/**
 * Every save of the key or the address asks the platform again on the next page, changed or not:
 * the site owner saves to see the business's current button. A changed value is forgotten after
 * it is stored (`add_option_{$option}`, `update_option_{$option}`), so that no page in between
 * caches the old business for an hour; an unchanged one, which WordPress does not store again,
 * when it is saved (`pre_update_option_{$option}` runs before that comparison).
 */
function booking_widget_forget_button() {
	delete_transient( BOOKING_WIDGET_BUSINESS_TRANSIENT );
}

/**
 * `pre_update_option_{$option}`: forgets the cached button, and saves the value as it is.
 *
 * @param mixed $value The value being saved.
 * @return mixed The same value.
 */
function booking_widget_forget_button_on_save( $value ) {
	booking_widget_forget_button();
	return $value;
}
foreach ( array( BOOKING_WIDGET_OPTION_API_KEY, BOOKING_WIDGET_OPTION_BASE_URL ) as $booking_widget_option ) {
	add_filter( "pre_update_option_{$booking_widget_option}", 'booking_widget_forget_button_on_save' );
	add_action( "add_option_{$booking_widget_option}", 'booking_widget_forget_button', 10, 0 );
	add_action( "update_option_{$booking_widget_option}", 'booking_widget_forget_button', 10, 0 );
}
unset( $booking_widget_option );
