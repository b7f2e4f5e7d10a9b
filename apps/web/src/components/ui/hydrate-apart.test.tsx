import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrateApart, hydrateApartAfterThisTask } from './hydrate-apart';

function Page({ onSend }: { onSend: () => void }) {
  return (
    <main>
      <h1>Reserva corporativa</h1>
      <HydrateApart>
        <button type="button" onClick={onSend}>
          Enviar
        </button>
      </HydrateApart>
    </main>
  );
}

describe('HydrateApart', () => {
  it('hydrates its part in a later task than the page, on the server markup as it is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSend={() => {}} />);
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    const onSend = vi.fn();

    const partsHydrated = hydrateApartAfterThisTask();
    hydrateRoot(container, <Page onSend={onSend} />);
    button.click();
    expect(onSend).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    await partsHydrated;
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toBe('Reserva corporativaEnviar');
    button.click();
    expect(onSend).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders its children at once outside a hydration', () => {
    expect(renderToString(<Page onSend={() => {}} />)).toContain('Enviar</button>');
  });
});
