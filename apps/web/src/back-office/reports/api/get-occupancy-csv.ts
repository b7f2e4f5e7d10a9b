import type { OccupancyQuery } from '@estadia/domain';
import { api } from '@/lib/api';

/** The report as a spreadsheet (the API's CSV, made for Excel in Portuguese), fetched with the token. */
export async function getOccupancyCsv(query: OccupancyQuery): Promise<Blob> {
  const blob = await api.get<Blob>('admin/reports/occupancy.csv', {
    query: { ...query },
    responseType: 'blob',
  });
  return blob as unknown as Blob;
}

/** The name the API gives the file (`Content-Disposition`), which a Blob download cannot read. */
export function occupancyCsvFileName(query: Pick<OccupancyQuery, 'from' | 'to'>): string {
  return `ocupacao-${query.from}-a-${query.to}.csv`;
}
