import { css } from 'lit';

/**
 * A notice in place of the button or the slots, and a step's problem once it has a message:
 * a box with the danger colour at its edge.
 */
export const noticeStyles = css`
  .notice,
  .problem.shown {
    align-items: center;
    padding: 12px 16px;
    border: var(--_line);
    border-inline-start: 4px solid var(--_danger);
    border-radius: 8px;
  }
  .notice {
    display: grid;
    gap: 8px;
    justify-items: start;
    background: var(--_surface);
    font-size: 14px;
  }
  :host > .notice {
    max-width: 360px;
  }
  .notice-title,
  .problem {
    font-weight: 600;
  }
  .notice-detail {
    color: var(--_text-muted);
  }
`;
