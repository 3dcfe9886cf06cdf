<?php
/**
 * The `<booking-widget>` element as the block and the shortcode print it, and the plugin's own
 * copy of the widget's script.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_SCRIPT = 'booking-widget';

/** The module entry: on WordPress 6.5+ a script module, its chunks loaded from beside it. */
function booking_widget_module_url() {
	return plugins_url( 'assets/booking-widget.js', BOOKING_WIDGET_FILE );
}

/** The classic loader, for WordPress before 6.5: it imports the module entry from beside itself. */
function booking_widget_classic_url() {
	return plugins_url( 'assets/booking-widget.iife.js', BOOKING_WIDGET_FILE );
}

/** Whether this WordPress prints script modules (6.5+). Filter `booking_widget_use_script_module`. */
function booking_widget_uses_script_module() {
	return (bool) apply_filters( 'booking_widget_use_script_module', function_exists( 'wp_register_script_module' ) );
}

/**
 * The widget's script, served from the plugin folder (never a CDN): a script module on 6.5+,
 * else the classic loader, registered for the footer. `<booking-widget>` is a custom element,
 * so the browser upgrades every element already on the page whenever the script runs — in the
 * footer, in the head, deferred or moved by an optimization plugin — and an inline calendar is
 * never left blank. The classic script is registered on every version: the block editor's
 * preview uses its address.
 */
function booking_widget_register_script() {
	wp_register_script( BOOKING_WIDGET_SCRIPT, booking_widget_classic_url(), array(), BOOKING_WIDGET_VERSION, true );
	if ( booking_widget_uses_script_module() ) {
		// No version query (null): the chunks import the entry by its plain URL, and the same
		// module under a second URL would run twice, as two copies with separate state.
		wp_register_script_module( BOOKING_WIDGET_SCRIPT, booking_widget_module_url(), array(), null );
	}
}
add_action( 'init', 'booking_widget_register_script' );

/** Enqueues the widget's script once, whichever kind this WordPress prints, with its preloads. */
function booking_widget_enqueue_script() {
	if ( booking_widget_uses_script_module() ) {
		wp_enqueue_script_module( BOOKING_WIDGET_SCRIPT );
	} else {
		wp_enqueue_script( BOOKING_WIDGET_SCRIPT );
	}
	// Where WordPress prints the page's scripts from now on: in the head while it is still to
	// come (a block theme renders the content first), else in the footer. Once per page.
	$hook = did_action( 'wp_head' ) ? 'wp_footer' : 'wp_head';
	if ( ! has_action( $hook, 'booking_widget_print_preloads' ) ) {
		add_action( $hook, 'booking_widget_print_preloads' );
	}
}

/**
 * The modules the widget's script imports first, as `<link rel="modulepreload">`, so that the
 * browser fetches them together with the script rather than one after the other: the widget's
 * own chunk (the one line of the module entry re-exports it), and, behind the classic loader,
 * the module entry too. Each saves a round trip before the button. Printed here rather than
 * declared as a script module's dependency, which would also print an import map and its
 * polyfill, both inline scripts that a strict Content Security Policy refuses.
 */
function booking_widget_print_preloads() {
	$urls = array( booking_widget_element_chunk_url() );
	if ( ! booking_widget_uses_script_module() ) {
		$urls[] = booking_widget_module_url();
	}
	foreach ( array_filter( $urls ) as $url ) {
		printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $url ) );
	}
}

/**
 * The widget's own chunk, `chunks/booking-widget-<hash>.js`: its name changes with each build,
 * so it is read from the module entry, the one line `export*from"./chunks/…"` that
 * scripts/entry-facade.ts writes. '' when the entry names none.
 */
function booking_widget_element_chunk_url() {
	$entry = plugin_dir_path( BOOKING_WIDGET_FILE ) . 'assets/booking-widget.js';
	$code  = is_readable( $entry ) ? file_get_contents( $entry ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin's own.
	return is_string( $code ) && preg_match( '#"\./(chunks/booking-widget-[\w-]+\.js)"#', $code, $match )
		? plugins_url( 'assets/' . $match[1], BOOKING_WIDGET_FILE )
		: '';
}

/**
 * A yes/no option as the block (a boolean) or a shortcode (`prefill="1"`, `yes`, `true`, `on`)
 * gives it.
 *
 * @param mixed $value The attribute's value.
 */
function booking_widget_is_yes( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	return is_scalar( $value ) && in_array( strtolower( trim( (string) $value ) ), array( '1', 'yes', 'true', 'on' ), true );
}

/**
 * The embed's options from block or shortcode attributes: only the known ones, as trimmed
 * strings; the ones with a fixed list of values (`mode`, `theme`, `analytics`) are one of them
 * or the default, the others are passed for the widget to check (it ignores what it cannot use).
 *
 * @param array $attributes Block attributes (`timeZone`) or shortcode attributes (`time_zone`).
 * @return array{mode: string, location: string, language: string, time_zone: string, theme: string, analytics: string, prefill: bool}
 */
function booking_widget_embed_options( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	$text       = static function ( $key ) use ( $attributes ) {
		return isset( $attributes[ $key ] ) && is_scalar( $attributes[ $key ] ) ? trim( (string) $attributes[ $key ] ) : '';
	};
	$one_of     = static function ( $key, $values ) use ( $text ) {
		$value = strtolower( $text( $key ) );
		return in_array( $value, $values, true ) ? $value : $values[0];
	};
	$time_zone  = '' !== $text( 'timeZone' ) ? $text( 'timeZone' ) : $text( 'time_zone' );
	return array(
		'mode'      => $one_of( 'mode', array( 'popup', 'inline' ) ),
		'location'  => $text( 'location' ),
		'language'  => $text( 'language' ),
		'time_zone' => $time_zone,
		'theme'     => $one_of( 'theme', array( 'auto', 'light', 'dark' ) ),
		'analytics' => $one_of( 'analytics', array( '', 'datalayer' ) ),
		'prefill'   => isset( $attributes['prefill'] ) && booking_widget_is_yes( $attributes['prefill'] ),
	);
}

/**
 * The logged-in user's name, email and phone for the booking form, or '' each for a visitor.
 * WordPress has no phone field: the phone is WooCommerce's `billing_phone` when there is one.
 * Filter `booking_widget_prefill` (array, WP_User) to take them from elsewhere.
 *
 * @return array{name: string, email: string, phone: string}
 */
function booking_widget_prefill_values() {
	$values = array(
		'name'  => '',
		'email' => '',
		'phone' => '',
	);
	$user   = wp_get_current_user();
	if ( ! $user->exists() ) {
		return $values;
	}
	$values  = array(
		'name'  => (string) $user->display_name,
		'email' => (string) $user->user_email,
		'phone' => (string) get_user_meta( $user->ID, 'billing_phone', true ),
	);
	$filtered = apply_filters( 'booking_widget_prefill', $values, $user );
	foreach ( array_keys( $values ) as $key ) {
		$values[ $key ] = isset( $filtered[ $key ] ) && is_scalar( $filtered[ $key ] ) ? trim( (string) $filtered[ $key ] ) : '';
	}
	return $values;
}

/**
 * `<booking-widget>` with the site's key and address and the embed's options, every value
 * escaped. Without a key the element still shows: the widget's own "not set up" notice tells
 * the site owner what is missing. Enqueues the script: WordPress prints it once per page
 * however many widgets the page holds, and only on pages that hold one.
 *
 * A button (`popup`) is printed with its box already the business's size and colours
 * (includes/reserved-button.php) and its label inside, so that nothing moves when the element
 * arrives. An inline calendar holds a line of text until then.
 *
 * @param array $attributes Block or shortcode attributes.
 * @return string HTML.
 */
function booking_widget_element( $attributes ) {
	$options = booking_widget_embed_options( $attributes );
	booking_widget_enqueue_script();

	$prefill            = $options['prefill'] ? booking_widget_prefill_values() : array();
	$element_attributes = array(
		'api-key'   => booking_widget_api_key(),
		'base-url'  => booking_widget_base_url(),
		'mode'      => 'inline' === $options['mode'] ? 'inline' : '',
		'location'  => $options['location'],
		// The element's language attribute is `locale`.
		'locale'    => $options['language'],
		'time-zone' => $options['time_zone'],
		'theme'     => 'auto' === $options['theme'] ? '' : $options['theme'],
		'analytics' => $options['analytics'],
		'name'      => isset( $prefill['name'] ) ? $prefill['name'] : '',
		'email'     => isset( $prefill['email'] ) ? $prefill['email'] : '',
		'phone'     => isset( $prefill['phone'] ) ? $prefill['phone'] : '',
	);
	$html = '';
	foreach ( $element_attributes as $name => $value ) {
		// The key and address are always written, empty or not: the widget names what is missing.
		if ( '' !== $value || 'api-key' === $name || 'base-url' === $name ) {
			$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
	}

	/**
	 * Whether a button's box is reserved before the script runs (default true). A site that
	 * styles `booking-widget` itself may turn it off.
	 */
	$reserve = (bool) apply_filters( 'booking_widget_reserve_button', true );
	if ( 'inline' === $options['mode'] || ! $reserve ) {
		// Light-DOM content shows until the script defines the element, then its shadow root
		// (which has no slot) replaces it: never an empty space, even on a page whose scripts fail.
		return sprintf(
			'<booking-widget%s><span class="booking-widget-placeholder">%s</span></booking-widget>',
			$html,
			'inline' === $options['mode'] ? esc_html__( 'Loading the booking calendar…', 'booking-widget' ) : esc_html__( 'Loading online booking…', 'booking-widget' )
		);
	}
	$button = booking_widget_button();
	$label  = '' !== $button['label'] ? $button['label'] : __( 'Book an appointment', 'booking-widget' );
	return booking_widget_reserved_button_style( $button ) . sprintf(
		'<booking-widget class="%s"%s><span class="booking-widget-placeholder">%s</span></booking-widget>',
		esc_attr( BOOKING_WIDGET_RESERVED_CLASS ),
		$html,
		esc_html( $label )
	);
}
