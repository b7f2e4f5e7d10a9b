import { formatBrDateTime } from '@estadia/domain';
import type { AdminRentalDetailView } from '@/back-office/get-rental';
import { SectionPanel } from '@/components/ui/section-panel';
import { cn } from '@/lib/cn';

/** What happened to the rental, oldest first: its steps and what the team did, with who did it. */
export function HistoryPanel({ history }: { history: AdminRentalDetailView['history'] }) {
  return (
    <SectionPanel title="Histórico">
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">Nada registrado ainda.</p>
      ) : (
        <ol>
          {history.map((entry, index) => {
            const last = index === history.length - 1;
            return (
              <li key={`${entry.at}-${entry.label}`} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && (
                  <span
                    aria-hidden="true"
                    className="absolute top-4 bottom-0 left-[5px] w-px bg-line-strong"
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative mt-1.5 size-[11px] shrink-0 rounded-full border-2',
                    entry.actor ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface',
                  )}
                />
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink">{entry.label}</p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={entry.at}>
                      {formatBrDateTime(new Date(entry.at), { seconds: false })}
                    </time>
                  </p>
                  <p className="text-xs [overflow-wrap:anywhere] text-ink-muted">
                    {entry.actor ? `por ${entry.actor.email}` : 'Registrado pelo sistema'}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionPanel>
  );
}
