/**
 * The "Booking widget" block in the editor: its settings in the sidebar and, in the page, a
 * preview rendered by the server (the same PHP as the published page) and brought to life by
 * the widget's own script. Plain JavaScript on the editor's globals: no build step.
 */
(function () {
  'use strict';

  var blocks = wp.blocks;
  var element = wp.element;
  var blockEditor = wp.blockEditor;
  var components = wp.components;
  var ServerSideRender = wp.serverSideRender;
  var el = element.createElement;
  var __ = wp.i18n.__;

  // A text field in the sidebar bound to one of the block's attributes: `setting` is
  // `{ name, label, help }`.
  function textSetting(props, setting) {
    return el(components.TextControl, {
      label: setting.label,
      help: setting.help,
      value: props.attributes[setting.name],
      onChange: function (value) {
        var change = {};
        change[setting.name] = value;
        props.setAttributes(change);
      },
    });
  }

  function Edit(props) {
    var blockProps = blockEditor.useBlockProps();
    return el(
      element.Fragment,
      null,
      el(
        blockEditor.InspectorControls,
        null,
        el(
          components.PanelBody,
          { title: __('Booking widget', 'booking-widget') },
          el(components.SelectControl, {
            label: __('Display', 'booking-widget'),
            value: props.attributes.mode,
            options: [
              { value: 'popup', label: __('A button that opens the calendar', 'booking-widget') },
              { value: 'inline', label: __('The calendar in the page', 'booking-widget') },
            ],
            onChange: function (mode) {
              props.setAttributes({ mode: mode });
            },
          }),
          textSetting(props, {
            name: 'location',
            label: __('Location', 'booking-widget'),
            help: __('The number of one of your locations, chosen first. Empty: your first location.', 'booking-widget'),
          }),
          textSetting(props, {
            name: 'language',
            label: __('Language', 'booking-widget'),
            help: __('A language tag such as en-GB, fr or de. Empty: each visitor’s browser language.', 'booking-widget'),
          }),
          textSetting(props, {
            name: 'timeZone',
            label: __('Time zone', 'booking-widget'),
            help: __('Your time zone, such as Europe/Paris. Empty: the platform’s.', 'booking-widget'),
          }),
        ),
      ),
      el('div', blockProps, el(ServerSideRender, { block: 'booking-widget/booking-widget', attributes: props.attributes })),
    );
  }

  blocks.registerBlockType('booking-widget/booking-widget', {
    edit: Edit,
    // Dynamic: the server renders the block on every view.
    save: function () {
      return null;
    },
  });
})();
