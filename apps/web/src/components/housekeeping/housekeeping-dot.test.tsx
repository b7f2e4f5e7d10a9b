import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { HousekeepingDot } from './housekeeping-dot';

describe('HousekeepingDot', () => {
  it('names a state other than clean for screen readers, and shows nothing for a clean apartment', () => {
    const { rerender, container } = render(<HousekeepingDot state="OUT_OF_ORDER" />);
    expect(screen.getByText('Fora de serviço')).toHaveClass('sr-only');
    rerender(<HousekeepingDot state="CLEAN" />);
    expect(container).toBeEmptyDOMElement();
  });
});
