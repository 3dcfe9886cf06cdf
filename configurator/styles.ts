import { css } from 'lit';

/**
 * The configurator's look: plain form controls in the system font, two columns (the choices,
 * and the live widget beside them) where there is room for both, one column on a phone.
 */
export const configuratorStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    color: #1d2330;
    font:
      16px/1.5 system-ui,
      sans-serif;
    --_accent: #1f5fbf;
    --_muted: #4b5565;
    --_line: #b8c0cc;
    --_error: #a4161a;
    --_ok: #1d6b3a;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  section > :last-child,
  fieldset > :last-child {
    margin-bottom: 0;
  }
  section {
    margin: 0 0 1.5rem;
    padding: 1.25rem;
    border: 1px solid var(--_line);
    border-radius: 8px;
    background: #fff;
  }
  .workbench {
    display: grid;
    gap: 0 1.5rem;
  }
  @container (min-width: 56rem) {
    .workbench {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
      align-items: start;
    }
    .preview {
      position: sticky;
      top: 1rem;
    }
  }
  .connect {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 0 1rem;
  }
  .connect .field {
    flex: 1 1 16rem;
  }
  .connect button {
    margin-bottom: 1rem;
  }
  @container (min-width: 40rem) {
    /* Level with the fields, past their labels. */
    .connect button {
      margin-top: 1.75rem;
    }
  }
  .field {
    margin: 0 0 1rem;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
  }
  label.choice {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0.25rem 0;
    font-weight: normal;
  }
  fieldset {
    margin: 0 0 1rem;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
  }
  code {
    font:
      0.9em ui-monospace,
      'SFMono-Regular',
      Menlo,
      Consolas,
      monospace;
    white-space: nowrap;
  }
  fieldset .field {
    margin-top: 0.5rem;
  }
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    margin-top: 0.25rem;
    padding: 0.5rem 0.625rem;
    border: 1px solid #6b7585;
    border-radius: 6px;
    background: #fff;
    color: inherit;
    font: inherit;
  }
  input[type='radio'],
  input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: var(--_accent);
  }
  input[aria-invalid='true'] {
    /* Twice as thick, drawn inside: the text does not move. */
    border-color: var(--_error);
    box-shadow: inset 0 0 0 1px var(--_error);
  }
  textarea {
    display: block;
    resize: vertical;
    font:
      14px/1.5 ui-monospace,
      'SFMono-Regular',
      Menlo,
      Consolas,
      monospace;
    /* The whole snippet in view, its long lines wrapped anywhere (a URL has no spaces). */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    field-sizing: content;
    background: #f5f7fa;
  }
  button {
    padding: 0.5rem 1rem;
    border: 1px solid var(--_accent);
    border-radius: 6px;
    background: var(--_accent);
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: #174a96;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .hint,
  .placeholder {
    margin: 0.25rem 0 0;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .placeholder {
    padding: 2rem 1rem;
    border: 2px dashed var(--_line);
    border-radius: 8px;
    text-align: center;
  }
  .result:empty {
    display: none;
  }
  .result {
    margin: 0.5rem 0 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid var(--_line);
    background: #f5f7fa;
  }
  .result.failed {
    border-color: var(--_error);
    color: var(--_error);
    background: #fdf0f0;
  }
  .result.connected {
    border-color: var(--_ok);
    color: var(--_ok);
    background: #eef8f1;
  }
  .stage {
    margin-top: 1rem;
    padding: 1.5rem 1rem;
    border-radius: 8px;
    background: #f5f7fa;
  }
  .snippet {
    margin: 1.25rem 0 0;
  }
  .copy {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-top: 0.5rem;
  }
  .copy-status {
    font-weight: 600;
    color: var(--_ok);
  }
  @media (forced-colors: active) {
    .result,
    .placeholder,
    section {
      border-color: CanvasText;
    }
  }
`;
