<?php
/**
 * Deleting the plugin removes its settings (on every site of a network).
 *
 * @package BookingWidget
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

$booking_widget_options = array( 'booking_widget_api_key', 'booking_widget_base_url' );

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $booking_widget_site ) {
		switch_to_blog( $booking_widget_site );
		array_map( 'delete_option', $booking_widget_options );
		restore_current_blog();
	}
} else {
	array_map( 'delete_option', $booking_widget_options );
}
