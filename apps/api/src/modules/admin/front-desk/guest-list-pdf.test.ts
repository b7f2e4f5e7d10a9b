import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { GuestListResponse } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { guestListBlocks, renderGuestListPdf } from './guest-list-pdf.ts';

const run = promisify(execFile);

function occupant(id: string, name: string, type: 'CPF' | 'RG' | 'PASSPORT', number: string) {
  return { id, name, birthdate: '1988-02-11', document: { type, number }, phone: null, isCustomer: false };
}

const LIST: GuestListResponse = {
  date: '2026-11-26',
  project: {
    id: '0b9f3c1e-7a51-4c7e-9d1a-2f6a8e4b5c10',
    name: 'Estadia Santa Mônica',
    address: 'Av. Segismundo Pereira, 1200',
  },
  items: [
    {
      apartment: { id: 'a', projectId: 'p', modalityId: 'm', block: 'A', floor: 1, number: '103' },
      rentalId: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      customer: { name: 'Helena Duarte Ramos' },
      expectedArrivalTime: '15:30',
      vehiclePlates: ['ABC1D23'],
      checkedInAt: '2026-11-26T17:40:00.000Z',
      occupants: [
        occupant('1', 'Helena Duarte Ramos', 'CPF', '52998224725'),
        occupant('2', 'Tomás Duarte Ramos', 'RG', 'MG23456789'),
      ],
    },
    {
      apartment: { id: 'b', projectId: 'p', modalityId: 'm', block: 'B', floor: 2, number: '204' },
      rentalId: '2d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      customer: { name: 'John Smith' },
      expectedArrivalTime: null,
      vehiclePlates: [],
      checkedInAt: null,
      occupants: [],
    },
  ],
};

describe('the guest list PDF', () => {
  it('says who may enter, apartment by apartment, with each document in Portuguese', () => {
    const words = JSON.stringify(guestListBlocks(LIST, new Date('2026-11-26T15:00:00Z')));
    for (const text of [
      'Lista da portaria',
      'Estadia Santa Mônica · noite de 26/11/2026',
      '2 apartamentos, 2 pessoas',
      'Bloco A · 1º andar · Apto 103 — titular: Helena Duarte Ramos',
      'CPF 529.982.247-25',
      'RG MG23456789',
      'nascimento 11/02/1988',
      '26/11/2026 14:40',
      'Hóspedes não cadastrados.',
      'não informada',
    ])
      expect(words).toContain(text);
  });

  it('is a PDF that qpdf accepts', async () => {
    const pdf = await renderGuestListPdf(LIST, new Date('2026-11-26T15:00:00Z'));
    const dir = await mkdtemp(join(tmpdir(), 'guest-list-pdf-'));
    try {
      const file = join(dir, 'lista.pdf');
      await writeFile(file, pdf);
      const { stdout } = await run('qpdf', ['--check', file]);
      expect(stdout).toContain('No syntax or stream encoding errors');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
