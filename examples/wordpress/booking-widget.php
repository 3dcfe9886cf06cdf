<?php
/**
 * Plugin Name: Booking Widget
 * Description: Adds the [booking_widget] shortcode: an appointment booking button (or inline calendar) for your business.
 * Version:     0.1.0
 * License:     MIT
 *
 * Install: a folder wp-content/plugins/booking-widget/ holding this file and
 * booking-widget.iife.js (built by `npm run build` in the booking-widget repository).
 *
 * Usage in a post or page:
 *   [booking_widget]                                  uses the key and address from Settings → Booking Widget
 *   [booking_widget api_key="..." mode="inline"]      overrides them for one embed
 */

if (!defined('ABSPATH')) {
    exit;
}

const BOOKING_WIDGET_VERSION = '0.1.0';

// The plugin ships its own copy of the classic-script build: put dist/booking-widget.iife.js
// (from `npm run build` in the booking-widget repository) next to this file. Served from the
// site itself, never from a CDN: the package is not published yet, and the npm name
// `booking-widget` belongs to an unrelated package.
add_action('init', function () {
    wp_register_script('booking-widget', plugins_url('booking-widget.iife.js', __FILE__), array(), BOOKING_WIDGET_VERSION, array('strategy' => 'defer'));
    add_shortcode('booking_widget', 'booking_widget_shortcode');
});

function booking_widget_shortcode($atts) {
    $atts = shortcode_atts(
        array(
            'api_key'  => get_option('booking_widget_api_key', ''),
            'base_url' => get_option('booking_widget_base_url', ''),
            'mode'     => '',
        ),
        $atts,
        'booking_widget'
    );
    if ($atts['api_key'] === '') {
        return current_user_can('manage_options')
            ? '<p>' . esc_html__('Booking widget: set the API key in Settings → Booking Widget.', 'booking-widget') . '</p>'
            : '';
    }

    // Loaded only on pages that show the widget; WordPress prints it once however many embeds there are.
    wp_enqueue_script('booking-widget');

    $mode = $atts['mode'] === 'inline' ? ' mode="inline"' : '';
    return sprintf(
        '<booking-widget api-key="%s" base-url="%s"%s></booking-widget>',
        esc_attr($atts['api_key']),
        esc_url($atts['base_url']),
        $mode
    );
}

// Settings → Booking Widget: the business's API key and the platform's address.
add_action('admin_init', function () {
    register_setting('booking_widget', 'booking_widget_api_key', array('sanitize_callback' => 'sanitize_text_field'));
    register_setting('booking_widget', 'booking_widget_base_url', array('sanitize_callback' => 'esc_url_raw'));
    add_settings_section('booking_widget_main', '', '__return_false', 'booking_widget');
    add_settings_field('booking_widget_api_key', __('API key', 'booking-widget'), function () {
        printf('<input type="text" class="regular-text" name="booking_widget_api_key" value="%s">', esc_attr(get_option('booking_widget_api_key', '')));
    }, 'booking_widget', 'booking_widget_main');
    add_settings_field('booking_widget_base_url', __('Platform address', 'booking-widget'), function () {
        printf('<input type="url" class="regular-text" name="booking_widget_base_url" value="%s">', esc_attr(get_option('booking_widget_base_url', '')));
    }, 'booking_widget', 'booking_widget_main');
});

add_action('admin_menu', function () {
    add_options_page(__('Booking Widget', 'booking-widget'), __('Booking Widget', 'booking-widget'), 'manage_options', 'booking_widget', function () {
        echo '<div class="wrap"><h1>' . esc_html__('Booking Widget', 'booking-widget') . '</h1><form method="post" action="options.php">';
        settings_fields('booking_widget');
        do_settings_sections('booking_widget');
        submit_button();
        echo '</form></div>';
    });
});
