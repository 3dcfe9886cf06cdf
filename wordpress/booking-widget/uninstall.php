<?php
/**
 * Deleting the plugin removes its settings and the business's button it keeps (on every site
 * of a network).
 *
 * @package BookingWidget
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

function booking_widget_forget_everything() {
	delete_option( 'booking_widget_api_key' );
	delete_option( 'booking_widget_base_url' );
	delete_transient( 'booking_widget_business' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $booking_widget_site ) {
		switch_to_blog( $booking_widget_site );
		booking_widget_forget_everything();
		restore_current_blog();
	}
} else {
	booking_widget_forget_everything();
}
