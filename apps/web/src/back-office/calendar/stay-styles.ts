import type { StayTone } from './timeline';

// The bars' colours, from the theme's tokens (light and dark): a rental in its status badge's soft
// background and strong text, a block hatched in neutral tones so it never reads as a rental.

export const BAR_TONES: Record<StayTone, string> = {
  warning: 'border-accent/60 bg-accent-soft text-accent-ink',
  success: 'border-success/45 bg-success-soft text-success',
  error: 'border-danger/45 bg-danger-soft text-danger',
  block:
    'border-line-strong bg-surface-muted text-ink-muted ' +
    'bg-[image:repeating-linear-gradient(135deg,var(--line-strong)_0_2px,transparent_2px_7px)]',
};

/** The small square of a colour, for the legend and the tooltip. */
export const SWATCH_TONES: Record<StayTone, string> = {
  warning: 'border-accent/60 bg-accent-soft',
  success: 'border-success/45 bg-success-soft',
  error: 'border-danger/45 bg-danger-soft',
  block:
    'border-line-strong bg-surface-muted ' +
    'bg-[image:repeating-linear-gradient(135deg,var(--line-strong)_0_2px,transparent_2px_5px)]',
};
