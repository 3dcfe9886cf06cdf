<?php
/**
 * Settings → Booking widget: the API key and the platform address (Settings API, for users who
 * can manage options only), and a "Test connection" button that asks the platform for the
 * business twice — from WordPress (which reserves the button's box with the answer) and from the
 * browser, as the widget does — and says which failed and why.
 *
 * @package BookingWidget
 */

defined( 'ABSPATH' ) || exit;

const BOOKING_WIDGET_SETTINGS_PAGE  = 'booking-widget';
const BOOKING_WIDGET_SETTINGS_GROUP = 'booking_widget';

/**
 * The API key as typed, without tags, line breaks or surrounding spaces.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function booking_widget_sanitize_api_key( $value ) {
	return is_string( $value ) ? sanitize_text_field( $value ) : booking_widget_api_key();
}

/**
 * The normalized platform address; an address that is not one is refused with a notice, and
 * the saved one stays.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function booking_widget_sanitize_base_url( $value ) {
	$typed      = is_string( $value ) ? trim( $value ) : '';
	$normalized = booking_widget_normalize_base_url( $typed );
	if ( null !== $normalized ) {
		return $normalized;
	}
	// WordPress may sanitize twice in one save (update_option, then add_option): one notice.
	foreach ( get_settings_errors( BOOKING_WIDGET_OPTION_BASE_URL ) as $error ) {
		if ( 'invalid_base_url' === $error['code'] ) {
			return booking_widget_base_url();
		}
	}
	add_settings_error(
		BOOKING_WIDGET_OPTION_BASE_URL,
		'invalid_base_url',
		sprintf(
			/* translators: %s: the address the site owner typed. */
			__( '“%s” is not a web address such as https://booking.example.com. The platform address was not changed.', 'booking-widget' ),
			// Settings notices are printed as HTML: the typed text is escaped here.
			esc_html( $typed )
		)
	);
	return booking_widget_base_url();
}

function booking_widget_register_settings() {
	register_setting(
		BOOKING_WIDGET_SETTINGS_GROUP,
		BOOKING_WIDGET_OPTION_API_KEY,
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'booking_widget_sanitize_api_key',
		)
	);
	register_setting(
		BOOKING_WIDGET_SETTINGS_GROUP,
		BOOKING_WIDGET_OPTION_BASE_URL,
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'booking_widget_sanitize_base_url',
		)
	);

	add_settings_section(
		'booking_widget_platform',
		__( 'Your booking platform', 'booking-widget' ),
		static function () {
			echo '<p>' . esc_html__( 'Both are on the business settings page of your booking platform.', 'booking-widget' ) . '</p>';
		},
		BOOKING_WIDGET_SETTINGS_PAGE
	);
	add_settings_field(
		BOOKING_WIDGET_OPTION_API_KEY,
		__( 'API key', 'booking-widget' ),
		static function () {
			printf(
				'<input type="text" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" autocomplete="off" spellcheck="false">',
				esc_attr( BOOKING_WIDGET_OPTION_API_KEY ),
				esc_attr( booking_widget_api_key() )
			);
		},
		BOOKING_WIDGET_SETTINGS_PAGE,
		'booking_widget_platform',
		array( 'label_for' => BOOKING_WIDGET_OPTION_API_KEY )
	);
	add_settings_field(
		BOOKING_WIDGET_OPTION_BASE_URL,
		__( 'Platform address', 'booking-widget' ),
		static function () {
			printf(
				'<input type="url" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" placeholder="https://booking.example.com" aria-describedby="%1$s-description"><p class="description" id="%1$s-description">%3$s</p>',
				esc_attr( BOOKING_WIDGET_OPTION_BASE_URL ),
				esc_attr( booking_widget_base_url() ),
				esc_html__( 'The address the widget sends its requests to, starting with https://.', 'booking-widget' )
			);
		},
		BOOKING_WIDGET_SETTINGS_PAGE,
		'booking_widget_platform',
		array( 'label_for' => BOOKING_WIDGET_OPTION_BASE_URL )
	);
}
add_action( 'admin_init', 'booking_widget_register_settings' );

function booking_widget_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'booking-widget' ), 403 );
	}
	// Notices, the refused address among them, are printed by WordPress above every Settings page.
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form method="post" action="options.php">
			<?php
			settings_fields( BOOKING_WIDGET_SETTINGS_GROUP );
			do_settings_sections( BOOKING_WIDGET_SETTINGS_PAGE );
			?>
			<p>
				<button type="button" class="button" id="booking-widget-test-connection"><?php esc_html_e( 'Test connection', 'booking-widget' ); ?></button>
			</p>
			<div id="booking-widget-test-result" role="status" aria-live="polite"></div>
			<?php booking_widget_render_button_summary(); ?>
			<?php submit_button(); ?>
		</form>
		<h2><?php esc_html_e( 'On your pages', 'booking-widget' ); ?></h2>
		<p>
			<?php esc_html_e( 'Add the “Booking widget” block in the block editor, or the shortcode [booking_widget] anywhere shortcodes work, for example [booking_widget mode="inline"].', 'booking-widget' ); ?>
		</p>
	</div>
	<?php
}

function booking_widget_add_settings_page() {
	add_options_page(
		__( 'Booking widget', 'booking-widget' ),
		__( 'Booking widget', 'booking-widget' ),
		'manage_options',
		BOOKING_WIDGET_SETTINGS_PAGE,
		'booking_widget_render_settings_page'
	);
}
add_action( 'admin_menu', 'booking_widget_add_settings_page' );

/**
 * The "Test connection" script, on this settings page only.
 *
 * @param string $hook_suffix The admin page being shown.
 */
function booking_widget_settings_scripts( $hook_suffix ) {
	if ( 'settings_page_' . BOOKING_WIDGET_SETTINGS_PAGE !== $hook_suffix ) {
		return;
	}
	wp_enqueue_script(
		'booking-widget-settings',
		plugins_url( 'admin/settings.js', BOOKING_WIDGET_FILE ),
		array( 'wp-i18n' ),
		BOOKING_WIDGET_VERSION,
		true
	);
	wp_set_script_translations( 'booking-widget-settings', 'booking-widget', plugin_dir_path( BOOKING_WIDGET_FILE ) . 'languages' );
	wp_add_inline_script(
		'booking-widget-settings',
		'window.bookingWidgetSettings = ' . wp_json_encode(
			array(
				'ajaxUrl' => admin_url( 'admin-ajax.php' ),
				'nonce'   => wp_create_nonce( BOOKING_WIDGET_TEST_ACTION ),
			)
		) . ';',
		'before'
	);
}
add_action( 'admin_enqueue_scripts', 'booking_widget_settings_scripts' );

/** "Settings" next to "Deactivate" in the plugins list. */
add_filter(
	'plugin_action_links_' . plugin_basename( BOOKING_WIDGET_FILE ),
	static function ( $links ) {
		$url = admin_url( 'options-general.php?page=' . BOOKING_WIDGET_SETTINGS_PAGE );
		array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( $url ), esc_html__( 'Settings', 'booking-widget' ) ) );
		return $links;
	}
);

const BOOKING_WIDGET_TEST_ACTION = 'booking_widget_test_connection';

/**
 * The button as pages reserve it (asks the platform when nothing is cached, as after a save).
 */
function booking_widget_render_button_summary() {
	if ( '' === booking_widget_api_key() || '' === booking_widget_base_url() ) {
		return;
	}
	$button = booking_widget_button();
	printf(
		'<p class="description" id="booking-widget-button-summary">%s</p>',
		esc_html(
			sprintf(
				/* translators: 1: width in pixels, 2: height in pixels, 3: the button's label. */
				__( 'Your pages reserve the button’s place: %1$d × %2$d px, “%3$s”.', 'booking-widget' ),
				$button['width'],
				$button['height'],
				'' !== $button['label'] ? $button['label'] : __( 'Book an appointment', 'booking-widget' )
			)
		)
	);
}

/**
 * "Test connection", WordPress's half: asks the platform with the key and address as typed
 * (saved or not) and answers what happened, for admin/settings.js to explain.
 */
function booking_widget_ajax_test_connection() {
	check_ajax_referer( BOOKING_WIDGET_TEST_ACTION );
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_send_json_error( array( 'code' => 'forbidden' ), 403 );
	}
	$api_key  = isset( $_POST['api_key'] ) ? sanitize_text_field( wp_unslash( $_POST['api_key'] ) ) : '';
	$base_url = booking_widget_normalize_base_url( isset( $_POST['base_url'] ) ? sanitize_text_field( wp_unslash( $_POST['base_url'] ) ) : '' );
	// The browser checked both as typed; WordPress's checks are the ones a save applies, stricter.
	if ( '' === $api_key ) {
		wp_send_json_error( array( 'code' => 'invalid_input', 'field' => 'api_key' ) );
	}
	if ( null === $base_url || '' === $base_url ) {
		wp_send_json_error( array( 'code' => 'invalid_input', 'field' => 'base_url' ) );
	}
	// The administrator waits for an answer; a page never waits this long.
	$business = booking_widget_fetch_business( $api_key, $base_url, 15 );
	if ( is_wp_error( $business ) ) {
		$data = $business->get_error_data();
		wp_send_json_error(
			array(
				'code'    => $business->get_error_code(),
				'status'  => is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 0,
				'message' => $business->get_error_message(),
				'url'     => $base_url . '/api/business',
			)
		);
	}
	wp_send_json_success( array( 'name' => (string) $business['name'] ) );
}
add_action( 'wp_ajax_' . BOOKING_WIDGET_TEST_ACTION, 'booking_widget_ajax_test_connection' );
