import { fireEvent, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '@/test/dialog-polyfill';
import { FormModal, useFocusAfterSuccess } from './form-modal';
import { Input } from './input';

beforeAll(polyfillDialog);

type Props = ComponentProps<typeof FormModal>;

function renderModal(props: Partial<Omit<Props, 'onSubmit' | 'onClose'>> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <FormModal
      open
      onClose={onClose}
      onSubmit={onSubmit}
      title="Bloquear noites"
      description="As noites saem de venda na hora."
      submitLabel="Bloquear"
      {...props}
    >
      <label htmlFor="motivo">Motivo</label>
      <Input id="motivo" name="motivo" />
    </FormModal>,
  );
  return { onSubmit, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Bloquear noites' });
/** Escape on a native dialog fires 'cancel'; Modal decides whether it closes. */
const pressEscape = () => fireEvent(dialog(), new Event('cancel', { cancelable: true }));

describe('FormModal', () => {
  it('submits the form from its button and from Enter in a field, without the browser submitting', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    expect(dialog()).toHaveAccessibleDescription('As noites saem de venda na hora.');

    await user.click(within(dialog()).getByRole('button', { name: 'Bloquear' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].defaultPrevented).toBe(true);

    await user.type(within(dialog()).getByLabelText('Motivo'), 'Pintura{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes with Cancel, the close button and Escape', async () => {
    const user = userEvent.setup();
    const { onClose, onSubmit } = renderModal({ cancelLabel: 'Voltar' });

    await user.click(within(dialog()).getByRole('button', { name: 'Voltar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be dismissed nor sent again while pending', () => {
    const { onClose } = renderModal({ pending: true });

    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Fechar' })).toBeDisabled();
    const submit = within(dialog()).getByRole('button', { name: 'Bloquear' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the failure no field owns as an error alert, with its title', () => {
    renderModal({ failure: 'A noite já está ocupada.', failureTitle: 'Não foi possível bloquear' });

    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível bloquear');
    expect(alert).toHaveTextContent('A noite já está ocupada.');
    // Inside the form, after its fields.
    const field = within(dialog()).getByLabelText('Motivo');
    expect(alert.closest('form')).toContainElement(field);
    expect(field.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no alert without a failure', () => {
    renderModal({ failure: null });
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** A list whose row loses its button once acted on, as a refunded payment loses 'Reembolsar'. */
function Harness() {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const succeeded = useFocusAfterSuccess(open, heading);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Cobranças
      </h2>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <FormModal
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => {
          succeeded();
          setOpen(false);
        }}
        title="Registrar reembolso"
        submitLabel="Registrar"
      >
        <p>O valor volta ao cliente.</p>
      </FormModal>
    </>
  );
}

describe('useFocusAfterSuccess', () => {
  it('moves focus to its target once the dialog closed after a success, not after a cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Cobranças' })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByRole('heading', { name: 'Cobranças' })).toHaveFocus();
  });
});
