<?php
/**
 * The "Booking widget" block: dynamic (the page shows what PHP renders now, so a changed key or
 * address reaches every page at once), with its controls and a live preview in the editor.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_EDITOR_SCRIPT = 'booking-widget-editor';

/**
 * The block's markup: the widget inside the block wrapper, which carries the editor's
 * class names, alignment and anchor.
 *
 * @param array $attributes The block's attributes.
 * @return string HTML.
 */
function booking_widget_render_block( $attributes ) {
	return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), booking_widget_element( $attributes ) );
}

function booking_widget_register_block() {
	// No build step: the editor script uses the editor's globals (wp.blocks, wp.element, ...).
	// The preview is the real widget: the editor script loads the module entry into the
	// document the block is in (the editor's, or its canvas iframe's on 6.3+), by its plain URL
	// (the one its chunks import it by).
	wp_register_script(
		BOOKING_WIDGET_EDITOR_SCRIPT,
		plugins_url( 'block/editor.js', BOOKING_WIDGET_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-i18n' ),
		BOOKING_WIDGET_VERSION,
		true
	);
	wp_add_inline_script(
		BOOKING_WIDGET_EDITOR_SCRIPT,
		'window.bookingWidgetEditor = ' . wp_json_encode( array( 'scriptUrl' => booking_widget_module_url() ) ) . ';',
		'before'
	);
	wp_set_script_translations( BOOKING_WIDGET_EDITOR_SCRIPT, 'booking-widget', plugin_dir_path( BOOKING_WIDGET_FILE ) . 'languages' );

	register_block_type(
		plugin_dir_path( BOOKING_WIDGET_FILE ) . 'block',
		array( 'render_callback' => 'booking_widget_render_block' )
	);
}
// After booking_widget_register_script (priority 10), whose handle the editor script needs.
add_action( 'init', 'booking_widget_register_block', 20 );
