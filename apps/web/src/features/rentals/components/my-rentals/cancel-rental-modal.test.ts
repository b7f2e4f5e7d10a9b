import { describe, expect, it } from 'vitest';
import { cancellationProblem } from './cancel-rental-modal';

describe('cancellation', () => {
  it('needs a reason, and details for "Outro"', () => {
    expect(cancellationProblem(null, '')).toBe('Escolha o motivo do cancelamento.');
    expect(cancellationProblem('OTHER', '   ')).toBe('Conte o motivo do cancelamento.');
    expect(cancellationProblem('OTHER', 'Mudança de planos')).toBeNull();
    expect(cancellationProblem('MISTOOK_RESERVATION', '')).toBeNull();
    expect(cancellationProblem('MISTOOK_RESERVATION', 'x'.repeat(501))).toMatch(/no máximo 500/);
  });
});
