<?php
/**
 * `[booking_widget]` for classic editors and page builders, with the block's options:
 * `[booking_widget mode="inline" location="2" language="de" time_zone="Europe/Berlin"
 * theme="dark" analytics="datalayer" prefill="yes"]`.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

/**
 * @param array|string $attributes The shortcode's attributes ('' when it has none).
 * @return string HTML.
 */
function booking_widget_shortcode( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	// The element's own spellings are accepted too: `time-zone`, `locale`.
	$aliases = array(
		'time-zone' => 'time_zone',
		'locale'    => 'language',
	);
	foreach ( $aliases as $alias => $name ) {
		if ( isset( $attributes[ $alias ] ) && ! isset( $attributes[ $name ] ) ) {
			$attributes[ $name ] = $attributes[ $alias ];
		}
	}
	$attributes = shortcode_atts(
		array(
			'mode'      => 'popup',
			'location'  => '',
			'language'  => '',
			'time_zone' => '',
			'theme'     => 'auto',
			'analytics' => '',
			'prefill'   => 'no',
		),
		$attributes,
		'booking_widget'
	);
	return booking_widget_element( $attributes );
}

add_action(
	'init',
	static function () {
		add_shortcode( 'booking_widget', 'booking_widget_shortcode' );
	}
);
