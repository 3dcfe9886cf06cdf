<?php
/**
 * `[booking_widget]` for classic editors and page builders, with the block's attributes:
 * `[booking_widget mode="inline" location="2" language="de" time_zone="Europe/Berlin"]`.
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
	// `time-zone`, as the element spells it, is accepted too.
	if ( isset( $attributes['time-zone'] ) && ! isset( $attributes['time_zone'] ) ) {
		$attributes['time_zone'] = $attributes['time-zone'];
	}
	$attributes = shortcode_atts(
		array(
			'mode'      => 'popup',
			'location'  => '',
			'language'  => '',
			'time_zone' => '',
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
