import { css } from 'lit';

/**
 * The launcher (the business's button on the page: its size and colours from
 * widget_settings, a label too long for one line wrapping onto more, the button growing taller
 * than the business's height only when its label needs it), the secondary button ("Try
 * again" in a notice), and what every kind of button shares: its box and its hover and
 * disabled states. The icon and primary buttons are the dialog's alone: their own rules come
 * with its chunk (src/views/dialog-shared-styles.ts). Forced colours drop colours and opacity:
 * the transparent border of buttons then becomes visible.
 */
export const buttonStyles = css`
  .launcher,
  .icon-button,
  .secondary-button,
  .primary-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 1px solid transparent;
    border-radius: 8px;
    font-weight: 600;
    cursor: pointer;
  }
  /* Without a width from the site or the business, the button is at least 200px wide and
     as wide as its label on one line (a language's label may be longer than English's). */
  .launcher {
    width: var(--booking-button-width, var(--_settings-width, max-content));
    min-width: min(100%, var(--booking-button-width, var(--_settings-width, 200px)));
    max-width: 100%;
    /* At least the business's height: a reader's text spacing (WCAG 1.4.12) or a label that
       wraps may need more, and the button grows rather than cut its label. */
    min-height: var(--booking-button-height, var(--_settings-height, 44px));
    padding: 0 12px;
    border-radius: var(--booking-button-radius, 8px);
    background: var(--booking-button-background, var(--_settings-bg, #1f5fbf));
    color: var(--booking-button-color, var(--_settings-color, #fff));
    font-size: var(--booking-button-font-size, var(--_settings-font-size, 16px));
    line-height: 1.1;
    box-shadow: 0 1px 4px #10182833;
  }
  .launcher:hover {
    filter: brightness(1.07);
  }
  /* Pressed, the dialog's code still on its way (a slow network): a dashed border in the label's
     colour until it opens. Its colours stay the business's, and so does its label's contrast,
     which a lower opacity or a grey filter would change; forced colours draw the border too. */
  .launcher.opening {
    cursor: progress;
    border: 1px dashed;
  }
  .launcher-label {
    overflow-wrap: anywhere;
    text-align: center;
  }
  .secondary-button {
    min-height: 44px;
    padding: 0 20px;
    border-color: var(--_border);
    background: var(--_surface);
  }
  :is(.icon-button, .secondary-button):hover:not([aria-disabled='true']) {
    background: var(--_surface-muted);
    color: var(--_text);
  }
  :is(.icon-button, .secondary-button)[aria-disabled='true'],
  .primary-button:disabled {
    opacity: 0.5;
  }
`;
