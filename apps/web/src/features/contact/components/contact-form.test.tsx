import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
  await user.type(screen.getByLabelText('Telefone (opcional)'), '34998765432');
  await user.selectOptions(screen.getByLabelText('Assunto'), 'Pagamentos e reembolsos');
  await user.type(screen.getByLabelText('Mensagem'), 'Posso pagar a estadia longa com boleto mensal?');
}

describe('ContactForm', () => {
  it('shows the Portuguese messages under the fields and sends nothing while invalid', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    // The schema is downloaded on the first submission (lazySchema): the messages come a moment later.
    const name = screen.getByLabelText('Nome completo');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Informe o nome completo');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe o e-mail');
    expect(screen.getByLabelText('Assunto')).toHaveAccessibleDescription('Informe o assunto');
    expect(screen.getByLabelText('Telefone (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('masks the phone while typing', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Telefone (opcional)'), '34998765432');
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveValue('(34) 99876-5432');
  });

  it('posts the message to /api/contact and clears the form', async () => {
    const fetchMock = stubFetch(async () => new Response(null, { status: 201 }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/contact',
      method: 'POST',
      body: {
        name: 'Ana Souza',
        email: 'ana@exemplo.com',
        phone: '34998765432',
        subject: 'Pagamentos e reembolsos',
        message: 'Posso pagar a estadia longa com boleto mensal?',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveValue(''));
  });

  it('keeps everything typed when sending fails', async () => {
    stubFetch(async () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);

    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Enviar mensagem' });
    await user.click(submit);

    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Posso pagar a estadia longa com boleto mensal?');
  });
});
