import { formatLongStayHint, formatMoney, type LongStayHint } from '@estadia/domain';
import { Button } from '../ui/button';
import { MoonStayIcon } from '../ui/icons';

/** 'Com 30 noites você paga menos: …' and, when those nights are free, a button to stay longer. */
export function LongStayHintCard({
  hint,
  available,
  onExtend,
}: {
  hint: LongStayHint;
  available: boolean;
  onExtend: () => void;
}) {
  return (
    <div className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft p-4 text-sm text-ink">
      <MoonStayIcon className="mt-0.5 size-5 shrink-0 text-accent-ink" />
      <div className="space-y-2">
        <p className="font-medium">{formatLongStayHint(hint)}</p>
        <p className="text-ink-muted">
          A partir de 30 noites vale o preço de período longo: você economiza {formatMoney(hint.savingsCents)}
          .
        </p>
        {available ? (
          <Button size="sm" variant="secondary" onClick={onExtend}>
            Estender para {hint.nights} noites
          </Button>
        ) : (
          <p className="text-ink-muted">As noites seguintes já estão reservadas neste apartamento.</p>
        )}
      </div>
    </div>
  );
}
