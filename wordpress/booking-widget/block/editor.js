/**
 * The "Booking widget" block in the editor: its settings in the sidebar and, in the page, a
 * preview rendered by the server (the same PHP as the published page) and brought to life by
 * the widget's own script. Plain JavaScript on the editor's globals: no build step.
 *
 * The canvas may be an iframe (WordPress 6.3+ for blocks of API version 3): a custom element
 * defined in the editor's window is not defined in the iframe's, so the preview loads the
 * widget's script into whichever document it is in (`bookingWidgetEditor.scriptUrl`, printed
 * by includes/block.php).
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
  var config = window.bookingWidgetEditor || {};

  /** Loads the widget's module entry into `doc` once, unless the element is already defined there. */
  function loadWidgetInto(doc) {
    var view = doc && doc.defaultView;
    if (
      !view ||
      !config.scriptUrl ||
      view.customElements.get('booking-widget') ||
      doc.getElementById('booking-widget-preview-js')
    ) {
      return;
    }
    var script = doc.createElement('script');
    script.type = 'module';
    script.id = 'booking-widget-preview-js';
    script.src = config.scriptUrl;
    doc.head.appendChild(script);
  }

  function setter(props, name) {
    return function (value) {
      var change = {};
      change[name] = value;
      props.setAttributes(change);
    };
  }

  // A text field in the sidebar bound to one of the block's attributes: `setting` is
  // `{ name, label, help }`.
  function textSetting(props, setting) {
    return el(components.TextControl, {
      label: setting.label,
      help: setting.help,
      value: props.attributes[setting.name],
      onChange: setter(props, setting.name),
    });
  }

  // A list of choices bound to an attribute: `setting` is `{ name, label, help, options }`.
  function selectSetting(props, setting) {
    return el(components.SelectControl, {
      label: setting.label,
      help: setting.help,
      value: props.attributes[setting.name],
      options: setting.options,
      onChange: setter(props, setting.name),
    });
  }

  function Settings(props) {
    return el(
      components.PanelBody,
      { title: __('Booking widget', 'booking-widget') },
      selectSetting(props, {
        name: 'mode',
        label: __('Display', 'booking-widget'),
        options: [
          { value: 'popup', label: __('A button that opens the calendar', 'booking-widget') },
          { value: 'inline', label: __('The calendar in the page', 'booking-widget') },
        ],
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
      selectSetting(props, {
        name: 'theme',
        label: __('Colour scheme', 'booking-widget'),
        options: [
          { value: 'auto', label: __('As the visitor’s device (light or dark)', 'booking-widget') },
          { value: 'light', label: __('Always light', 'booking-widget') },
          { value: 'dark', label: __('Always dark', 'booking-widget') },
        ],
      }),
      selectSetting(props, {
        name: 'analytics',
        label: __('Analytics', 'booking-widget'),
        help: __('Google Tag Manager or gtag.js on your site receive each step of a booking.', 'booking-widget'),
        options: [
          { value: '', label: __('Off', 'booking-widget') },
          { value: 'datalayer', label: __('Send booking steps to the data layer', 'booking-widget') },
        ],
      }),
      el(components.ToggleControl, {
        label: __('Fill in the logged-in user’s details', 'booking-widget'),
        help: __(
          'Name, email and phone of a logged-in visitor are written into the page for the booking form. Keep such pages out of shared page caches.',
          'booking-widget',
        ),
        checked: props.attributes.prefill,
        onChange: setter(props, 'prefill'),
      }),
    );
  }

  function Edit(props) {
    var blockProps = blockEditor.useBlockProps({
      ref: function (node) {
        if (node) loadWidgetInto(node.ownerDocument);
      },
    });
    return el(
      element.Fragment,
      null,
      el(blockEditor.InspectorControls, null, el(Settings, props)),
      el('div', blockProps, el(ServerSideRender, { block: 'booking-widget/booking-widget', attributes: props.attributes })),
    );
  }

  // Dynamic: the server renders the block on every view, and the post stores only the comment
  // with the attributes. Each earlier version's attributes stay here, newest first, so that a
  // block saved by it still validates (and is migrated) if an attribute is ever renamed.
  var deprecated = [
    {
      // 0.1.0
      attributes: {
        mode: { type: 'string', enum: ['popup', 'inline'], default: 'popup' },
        location: { type: 'string', default: '' },
        language: { type: 'string', default: '' },
        timeZone: { type: 'string', default: '' },
      },
      supports: { html: false, align: ['wide', 'full'] },
      save: function () {
        return null;
      },
    },
  ];

  blocks.registerBlockType('booking-widget/booking-widget', {
    edit: Edit,
    save: function () {
      return null;
    },
    deprecated: deprecated,
  });
})();
