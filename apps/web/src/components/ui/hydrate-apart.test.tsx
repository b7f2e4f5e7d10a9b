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

const parts = ['Hospedagem', 'Pagamentos', 'Estadia'];

function Groups({ onOpen }: { onOpen: (name: string) => void }) {
  return (
    <main>
      {parts.map((name) => (
        <HydrateApart key={name}>
          <button type="button" onClick={() => onOpen(name)}>
            {name}
          </button>
        </HydrateApart>
      ))}
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

  it('hydrates each part in a task of its own, in the order of the page', async () => {
    const clicks: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Groups onOpen={() => {}} />);
    document.body.append(container);
    const buttons = [...container.querySelectorAll('button')];
    const clickAll = () => {
      for (const button of buttons) button.click();
    };

    const partsHydrated = hydrateApartAfterThisTask();
    hydrateRoot(container, <Groups onOpen={(name) => clicks.push(name)} />);
    // The task in which each part's button first answers a click: 0 is the page's own.
    const answeredIn = new Map<string, number>();
    let done = false;
    void partsHydrated.then(() => {
      done = true;
    });
    for (let task = 0; !done && task < 50; task += 1) {
      clickAll();
      for (const name of clicks.splice(0)) if (!answeredIn.has(name)) answeredIn.set(name, task);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const [first, second, third] = parts.map((name) => answeredIn.get(name) ?? Number.NaN);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first as number);
    expect(third).toBeGreaterThan(second as number);
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    container.remove();
  });

  it('renders a part rendered after the page’s hydration at once', async () => {
    const partsHydrated = hydrateApartAfterThisTask();
    await partsHydrated;
    const container = document.createElement('div');
    document.body.append(container);
    hydrateRoot(container, <Page onSend={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toContain('Enviar');
    container.remove();
  });

  it('renders its children at once outside a hydration', () => {
    expect(renderToString(<Page onSend={() => {}} />)).toContain('Enviar</button>');
  });
});
