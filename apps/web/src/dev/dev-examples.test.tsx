import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { DEV_EXAMPLES } from './dev-example-list';
import { devExamplePages } from './dev-examples';

describe('design-system examples', () => {
  it.each(DEV_EXAMPLES)('/dev/exemplos/$slug shows its page', ({ slug, title }) => {
    const Page = devExamplePages[slug];
    renderWithApp(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
