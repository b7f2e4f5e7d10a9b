import { describe, expect, it } from 'vitest';
import { renderStartupError } from './startup-error';

describe('renderStartupError', () => {
  it('replaces the app container with the message, as an alert', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>antigo</p>';
    renderStartupError('A variável de ambiente VITE_API_URL é necessária.', container);
    expect(container.querySelector('[role="alert"]')).toHaveTextContent(
      'A variável de ambiente VITE_API_URL é necessária.',
    );
    expect(container).not.toHaveTextContent('antigo');
  });
});
