import { screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { MaintenanceTimes } from './maintenance-times';

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceTimes', () => {
  it('shows per urgency how many requests were resolved and the median time', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, {
        from: '2026-11-01',
        to: '2026-12-01',
        items: [
          { urgency: 'EMERGENCY', resolved: 3, medianMinutes: 150 },
          { urgency: 'URGENT', resolved: 1, medianMinutes: 2 * 24 * 60 + 300 },
          { urgency: 'NORMAL', resolved: 0, medianMinutes: null },
        ],
      }),
    );
    const { container } = renderWithApp(
      <MaintenanceTimes query={{ from: '2026-11-01', to: '2026-12-01' }} />,
    );
    const emergency = await screen.findByRole('row', { name: /Emergência/ });
    expect(within(emergency).getByText('2 h 30 min')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Urgente/ })).getByText('2 d 5 h')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Normal/ })).getByText('—')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/api/admin/reports/maintenance?from=2026-11-01&to=2026-12-01',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
