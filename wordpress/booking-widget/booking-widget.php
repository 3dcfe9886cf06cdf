<?php
/**
 * Plugin Name:       Booking Widget
 * Description:       Lets your customers book an appointment on your own site: a booking button or an inline calendar, as a block or the [booking_widget] shortcode.
 * Version:           0.2.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       booking-widget
 * Domain Path:       /languages
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

define( 'BOOKING_WIDGET_VERSION', '0.2.0' );
define( 'BOOKING_WIDGET_FILE', __FILE__ );

require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/button-settings.php';
require_once __DIR__ . '/includes/reserved-button.php';
require_once __DIR__ . '/includes/embed.php';
require_once __DIR__ . '/includes/block.php';
require_once __DIR__ . '/includes/shortcode.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/privacy.php';

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'booking-widget', false, dirname( plugin_basename( BOOKING_WIDGET_FILE ) ) . '/languages' );
	}
);
