<?php
/**
 * The CSS that gives a button widget its box before the widget's script runs: the business's
 * width, height, font size and colours (checked in includes/button-settings.php) as the
 * widget's own `--booking-button-*` properties, which the element's button then uses from its
 * first render, and the same box drawn by the element's light-DOM label until then. The
 * element sits on the line by its top edge in both states, so no baseline moves either.
 *
 * The style goes to the head when the page is rendered before its head (block themes), else
 * into the content right before the first widget: either way the first paint that shows the
 * widget uses it.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_RESERVED_CLASS = 'booking-widget-reserved';
const BOOKING_WIDGET_STYLE          = 'booking-widget-reserved';

/**
 * The rules for one button. Every value is an integer or a checked hex colour.
 *
 * @param array $button From booking_widget_button().
 * @return string CSS.
 */
function booking_widget_reserved_button_css( $button ) {
	$selector = 'booking-widget.' . BOOKING_WIDGET_RESERVED_CLASS;
	return sprintf(
		'%1$s{--booking-button-width:%2$dpx;--booking-button-height:%3$dpx;--booking-button-font-size:%4$dpx;--booking-button-color:%5$s;--booking-button-background:%6$s;vertical-align:top}'
		. '%1$s:not(:defined){display:inline-block;box-sizing:border-box;width:%2$dpx;max-width:100%%;height:%3$dpx}'
		. '%1$s:not(:defined)>.booking-widget-placeholder{display:flex;align-items:center;justify-content:center;box-sizing:border-box;height:100%%;padding:0 12px;overflow:hidden;border-radius:8px;box-shadow:0 1px 4px #10182833;background:%6$s;color:%5$s;font:600 %4$dpx/1.1 system-ui,sans-serif;text-align:center}',
		$selector,
		(int) $button['width'],
		(int) $button['height'],
		(int) $button['font_size'],
		booking_widget_hex_color( $button['font_color'] ),
		booking_widget_hex_color( $button['bg_color'] )
	);
}

/**
 * Puts the reserved box's CSS where the first paint sees it, once per page: enqueued while the
 * head is still to come, else returned as a `<style>` for the content (the first widget's).
 *
 * @param array $button From booking_widget_button().
 * @return string '' or a `<style>` element.
 */
function booking_widget_reserved_button_style( $button ) {
	static $printed_inline = false;
	if ( ! wp_style_is( BOOKING_WIDGET_STYLE, 'registered' ) ) {
		// An inline-only style: no file.
		wp_register_style( BOOKING_WIDGET_STYLE, false, array(), BOOKING_WIDGET_VERSION );
		wp_add_inline_style( BOOKING_WIDGET_STYLE, booking_widget_reserved_button_css( $button ) );
	}
	// The editor's preview (a REST request) has no head: its markup carries the style.
	$rest = defined( 'REST_REQUEST' ) && REST_REQUEST;
	if ( ! $rest && ! did_action( 'wp_head' ) ) {
		wp_enqueue_style( BOOKING_WIDGET_STYLE );
		return '';
	}
	if ( ! $rest && ( $printed_inline || wp_style_is( BOOKING_WIDGET_STYLE, 'done' ) ) ) {
		return '';
	}
	$printed_inline = true;
	return sprintf( '<style id="%s-inline-css">%s</style>', esc_attr( BOOKING_WIDGET_STYLE ), booking_widget_reserved_button_css( $button ) );
}
