import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { FrontDeskDoor } from './front-desk-door';

const WINDOW = { validFrom: '2027-01-12T17:00:00.000Z', validUntil: '2027-01-15T15:00:00.000Z' };

function renderDoor(door: Parameters<typeof FrontDeskDoor>[0]['door']) {
  return render(
    <dl>
      <FrontDeskDoor door={door} />
    </dl>,
  );
}

describe('FrontDeskDoor', () => {
  it('shows an active code by its window and the lock’s confirmation, never the code', () => {
    renderDoor({
      ...WINDOW,
      active: true,
      revokedAt: null,
      revokeReason: null,
      lockSyncedAt: '2027-01-10T13:30:00.000Z',
      lockSyncError: null,
    });
    expect(screen.getByText('Código ativo')).toBeInTheDocument();
    expect(screen.getByText('Válido de 12/01/2027 às 14:00 até 15/01/2027 às 12:00')).toBeInTheDocument();
    expect(screen.getByText('Fechadura atualizada em 10/01/2027 às 10:30')).toBeInTheDocument();
  });

  it('says why a code was revoked and that the lock has not answered yet', () => {
    renderDoor({
      ...WINDOW,
      active: false,
      revokedAt: '2027-01-15T14:00:00.000Z',
      revokeReason: 'CHECKED_OUT',
      lockSyncedAt: null,
      lockSyncError: 'timeout',
    });
    expect(screen.getByText('Código revogado (check-out feito)')).toBeInTheDocument();
    expect(screen.getByText(/A fechadura não respondeu/)).toBeInTheDocument();
  });

  it('says so when the stay never had a code', () => {
    renderDoor(null);
    expect(screen.getByText('Sem código')).toBeInTheDocument();
  });
});
