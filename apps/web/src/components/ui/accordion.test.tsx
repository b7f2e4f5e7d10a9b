import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'um', title: 'Primeira pergunta', content: 'Primeira resposta' },
  { id: 'dois', title: 'Segunda pergunta', content: 'Segunda resposta' },
  { id: 'tres', title: 'Terceira pergunta', content: 'Terceira resposta' },
];

describe('Accordion', () => {
  it('opens and closes a panel with the keyboard, announcing the state', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Primeira pergunta' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Primeira resposta')).not.toBeVisible();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Primeira pergunta' })).toHaveTextContent('Primeira resposta');

    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Segunda pergunta' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Terceira pergunta' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Primeira pergunta' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Terceira pergunta' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Primeira pergunta' })).toHaveFocus();
  });
});
