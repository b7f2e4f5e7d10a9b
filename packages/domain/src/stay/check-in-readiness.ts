/** What a paid stay still lacks before the front desk can check the guests in. */
export interface CheckInMissing {
  key: 'OCCUPANTS' | 'ARRIVAL_TIME';
  label: string;
  /** Check-in is refused without it (the arrival time only helps the front desk). */
  required: boolean;
}

export function missingBeforeCheckIn(stay: {
  occupantsIds?: readonly string[] | null;
  expectedArrivalTime?: string | null;
}): CheckInMissing[] {
  const missing: CheckInMissing[] = [];
  if (!stay.occupantsIds?.length)
    missing.push({ key: 'OCCUPANTS', label: 'Cadastre quem vai se hospedar', required: true });
  if (!stay.expectedArrivalTime)
    missing.push({ key: 'ARRIVAL_TIME', label: 'Informe o horário previsto de chegada', required: false });
  return missing;
}

export function hasRegisteredOccupants(stay: { occupantsIds?: readonly string[] | null }): boolean {
  return missingBeforeCheckIn(stay).every((item) => !item.required);
}
