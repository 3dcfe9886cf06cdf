/**
 * The "Booking widget" block in the editor: its settings in the sidebar and, in the page, a
 * preview rendered by the server (the same PHP as the published page) and brought to life by
 * the widget's own script. Plain JavaScript on the editor's globals: no build step.
 */
( function ( blocks, element, blockEditor, components, ServerSideRender, i18n ) {
	'use strict';

	var el = element.createElement;
	var __ = i18n.__;

	function textSetting( props, name, label, help ) {
		return el( components.TextControl, {
			label: label,
			help: help,
			value: props.attributes[ name ],
			onChange: function ( value ) {
				var change = {};
				change[ name ] = value;
				props.setAttributes( change );
			},
		} );
	}

	function Edit( props ) {
		var blockProps = blockEditor.useBlockProps();
		return el(
			element.Fragment,
			null,
			el(
				blockEditor.InspectorControls,
				null,
				el(
					components.PanelBody,
					{ title: __( 'Booking widget', 'booking-widget' ) },
					el( components.SelectControl, {
						label: __( 'Display', 'booking-widget' ),
						value: props.attributes.mode,
						options: [
							{ value: 'popup', label: __( 'A button that opens the calendar', 'booking-widget' ) },
							{ value: 'inline', label: __( 'The calendar in the page', 'booking-widget' ) },
						],
						onChange: function ( mode ) {
							props.setAttributes( { mode: mode } );
						},
					} ),
					textSetting(
						props,
						'location',
						__( 'Location', 'booking-widget' ),
						__( 'The number of one of your locations, chosen first. Empty: your first location.', 'booking-widget' )
					),
					textSetting(
						props,
						'language',
						__( 'Language', 'booking-widget' ),
						__( 'A language tag such as en-GB, fr or de. Empty: each visitor’s browser language.', 'booking-widget' )
					),
					textSetting(
						props,
						'timeZone',
						__( 'Time zone', 'booking-widget' ),
						__( 'Your time zone, such as Europe/Paris. Empty: the platform’s.', 'booking-widget' )
					)
				)
			),
			el(
				'div',
				blockProps,
				el( ServerSideRender, { block: 'booking-widget/booking-widget', attributes: props.attributes } )
			)
		);
	}

	blocks.registerBlockType( 'booking-widget/booking-widget', {
		edit: Edit,
		// Dynamic: the server renders the block on every view.
		save: function () {
			return null;
		},
	} );
} )( window.wp.blocks, window.wp.element, window.wp.blockEditor, window.wp.components, window.wp.serverSideRender, window.wp.i18n );
