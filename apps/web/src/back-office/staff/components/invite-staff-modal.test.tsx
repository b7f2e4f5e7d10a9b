import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequest, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { polyfillDialog, rolesJson, staffMember } from '../test-staff';
import { InviteStaffModal, invitationSentMessage } from './invite-staff-modal';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

/** GET /api/admin/roles answers the roles; the invitation answers `invited`. */
function serve(invited: () => Response) {
  return stubFetch(async (url, init) =>
    url.endsWith('/admin/roles')
      ? jsonResponse(200, rolesJson)
      : init?.method === 'POST'
        ? invited()
        : jsonResponse(404, {}),
  );
}

const invitations = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map((_, index) => sentRequest(fetchMock, index))
    .filter((request) => request.method === 'POST');

describe('InviteStaffModal', () => {
  it('asks for the name, a valid e-mail and a role before sending anything', async () => {
    const fetchMock = serve(() => jsonResponse(201, staffMember()));
    const user = userEvent.setup();
    renderWithApp(<InviteStaffModal open onClose={vi.fn()} />);

    await screen.findByRole('radio', { name: /Reservas/ });
    await user.type(screen.getByLabelText('E-mail'), 'não é e-mail');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido'),
    );
    expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome completo');
    expect(screen.getByRole('group', { name: 'Perfil de acesso' })).toHaveAccessibleDescription(
      /Escolha o perfil de acesso/,
    );
    expect(invitations(fetchMock)).toEqual([]);
  });

  it('shows each role with what it may alter and only read', async () => {
    serve(() => jsonResponse(201, staffMember()));
    renderWithApp(<InviteStaffModal open onClose={vi.fn()} />);

    const finance = await screen.findByRole('radio', { name: /^Financeiro/ });
    const card = finance.closest('label') as HTMLElement;
    expect(within(card).getByText(/Consulta e altera:/).parentElement).toHaveTextContent(
      'Consulta e altera: Pagamentos.',
    );
    expect(within(card).getByText(/Só consulta:/).parentElement).toHaveTextContent(
      'Só consulta: Locações, Relatórios e Financeiro.',
    );
  });

  it('sends the invitation with the chosen role and closes', async () => {
    const fetchMock = serve(() =>
      jsonResponse(
        201,
        staffMember({ email: 'nova@estadia.com.br', role: 'FINANCE', active: false, joinedAt: null }),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InviteStaffModal open onClose={onClose} />);

    await user.type(screen.getByLabelText('Nome completo'), 'Nina Nova');
    await user.type(screen.getByLabelText('E-mail'), 'Nova@Estadia.com.br ');
    await user.click(await screen.findByRole('radio', { name: /^Financeiro/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invitations(fetchMock)).toEqual([
      {
        url: '/api/admin/staff/invitations',
        method: 'POST',
        body: { name: 'Nina Nova', email: 'nova@estadia.com.br', role: 'FINANCE' },
      },
    ]);
  });

  it('puts the refusal of someone already on the staff under the e-mail', async () => {
    serve(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'ALREADY_STAFF',
        message: 'Esta pessoa já faz parte da equipe. Para mudar o acesso, altere o perfil.',
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InviteStaffModal open onClose={onClose} />);

    await user.type(screen.getByLabelText('Nome completo'), 'Bruna Reservas');
    await user.type(screen.getByLabelText('E-mail'), 'bruna@estadia.com.br');
    await user.click(await screen.findByRole('radio', { name: /Reservas/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Esta pessoa já faz parte da equipe. Para mudar o acesso, altere o perfil.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal for too many attempts in the dialog', async () => {
    serve(() =>
      jsonResponse(429, {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Muitas requisições. Aguarde um instante e tente novamente.',
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<InviteStaffModal open onClose={vi.fn()} />);

    await user.type(screen.getByLabelText('Nome completo'), 'Nina Nova');
    await user.type(screen.getByLabelText('E-mail'), 'nova@estadia.com.br');
    await user.click(await screen.findByRole('radio', { name: /Reservas/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas requisições. Aguarde um instante e tente novamente.',
    );
  });

  it('starts from a pending member’s data to send the invitation again', async () => {
    serve(() => jsonResponse(201, staffMember()));
    renderWithApp(
      <InviteStaffModal
        open
        onClose={vi.fn()}
        initial={{ name: 'Paula Pendente', email: 'paula@estadia.com.br', role: 'ADMIN' }}
      />,
    );
    expect(await screen.findByRole('radio', { name: /Administração/ })).toBeChecked();
    expect(screen.getByLabelText('E-mail')).toHaveValue('paula@estadia.com.br');
    expect(screen.getByRole('button', { name: 'Reenviar convite' })).toBeInTheDocument();
  });
});

describe('invitationSentMessage', () => {
  it('tells a link was sent and that access waits for the acceptance, whoever the address belongs to', () => {
    expect(invitationSentMessage(staffMember({ email: 'a@b.com', active: false }))).toBe(
      'Convite enviado para a@b.com. O link vale por 7 dias, e o acesso só é liberado quando a pessoa aceitar.',
    );
  });
});
