import type { AuditEntry } from '@estadia/domain';

export const RENTAL_ID = '3f2a9c1b-8d7e-4c6b-a5f4-e3d2c1b0a987';
export const ACTOR_ID = '11111111-1111-4111-8111-111111111111';

/** An entry as GET /api/admin/audit answers it: an approval unless told. */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    at: '2026-03-10T17:05:00.000Z',
    actor: { id: ACTOR_ID, email: 'ana@estadia.com.br' },
    action: 'rental.approve',
    target: `rental:${RENTAL_ID}`,
    ip: '200.150.10.20',
    details: {},
    ...overrides,
  };
}
