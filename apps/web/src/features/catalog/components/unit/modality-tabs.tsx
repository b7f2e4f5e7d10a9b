import { formatMoney, fromPrice, type Modality } from '@estadia/domain';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Links to the other unit types of the project, keeping the chosen stay in the address. */
export function ModalityTabs({
  projectId,
  modalities,
  currentId,
  search,
}: {
  projectId: string;
  modalities: readonly Modality[];
  currentId: string;
  search: string;
}) {
  if (modalities.length < 2) return null;
  return (
    <nav aria-label="Modalidades do projeto" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {modalities.map((modality) => {
          const current = modality.id === currentId;
          return (
            <li key={modality.id} className="shrink-0">
              <Link
                to={`/projeto/${projectId}/modalidade/${modality.id}${search}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex flex-col rounded-xl border px-4 py-2 text-left transition-colors',
                  current
                    ? 'border-brand bg-brand-soft text-brand-ink'
                    : 'border-line-strong bg-surface text-ink hover:border-brand',
                )}
              >
                <span className="text-sm font-semibold">{modality.name}</span>
                <span className={cn('text-xs', current ? 'text-brand-ink' : 'text-ink-muted')}>
                  a partir de {formatMoney(fromPrice(modality).perNightCents)}/noite
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
