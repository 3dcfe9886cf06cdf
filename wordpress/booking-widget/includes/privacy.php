<?php
/**
 * The text this plugin suggests for the site's privacy policy (Settings → Privacy → Policy
 * Guide): what the widget sends to the booking platform, and when.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

function booking_widget_privacy_policy_content() {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	$platform = booking_widget_base_url();
	$paragraphs = array(
		__( 'Our pages with online booking load a booking widget from this site. It asks our booking platform for our opening times and free appointments. Your browser sends these requests to the platform directly, with your IP address and browser details, as with any web request.', 'booking-widget' ),
		__( 'When you book an appointment, the name, email address and phone number you enter, any notes you add and the time you choose are sent to our booking platform, which keeps them to manage your appointment and may send you a confirmation by email or a code by SMS. Nothing is sent before you press the button that books.', 'booking-widget' ),
		__( 'If you are logged in to this site and a page is set to fill in your details, your name, email address and phone number from your account are written into the booking form on that page; they are sent to the platform only when you book.', 'booking-widget' ),
		__( 'If a booking page is set to send booking steps to analytics, each step (opening the calendar, choosing a day or a time, booking) is passed to the analytics tools on this site, without your name, email address or phone number.', 'booking-widget' ),
	);
	if ( '' !== $platform ) {
		/* translators: %s: the booking platform's address. */
		$paragraphs[] = sprintf( __( 'Our booking platform is at %s.', 'booking-widget' ), $platform );
	}
	$content = '';
	foreach ( $paragraphs as $paragraph ) {
		$content .= '<p class="privacy-policy-tutorial">' . esc_html( $paragraph ) . '</p>';
	}
	wp_add_privacy_policy_content( __( 'Booking Widget', 'booking-widget' ), wp_kses_post( $content ) );
}
add_action( 'admin_init', 'booking_widget_privacy_policy_content' );
