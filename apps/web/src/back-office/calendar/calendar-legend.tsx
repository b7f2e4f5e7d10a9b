import { HousekeepingLegendItems } from '@/components/housekeeping/housekeeping-dot';
import { cn } from '@/lib/cn';
import { SWATCH_TONES } from './stay-styles';
import { statusesByTone } from './timeline';

const SWATCH = 'inline-block size-3.5 shrink-0 rounded-sm border';

/** What the colours mean: rentals by their status colour (the domain's table), blocks, today and weekends. */
export function CalendarLegend({ canWrite }: { canWrite: boolean }) {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      {statusesByTone().map(({ tone, labels }) => (
        <li key={tone} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn(SWATCH, SWATCH_TONES[tone])} />
          {labels.join(', ')}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, SWATCH_TONES.block)} />
        Bloqueio
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, 'border-brand/40 bg-brand-soft')} />
        Hoje
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cn(SWATCH, 'border-line-strong bg-surface-muted')} />
        Fim de semana
      </li>
      <HousekeepingLegendItems />
      {canWrite && (
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={cn(SWATCH, 'border-2 border-dashed border-brand bg-brand-soft')}
          />
          Seleção para bloquear
        </li>
      )}
    </ul>
  );
}
