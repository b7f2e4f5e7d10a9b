import { formatMoney, type OccupancyFigures } from '@estadia/domain';
import { StatCard } from '@/components/ui/stat-card';
import { formatPercent, nightsSoldText } from './report-format';

/**
 * The period's totals as the API computed them, each with the one line that says how, and a note on
 * which rentals count. A figure is never recomputed here.
 */
export function OccupancyStats({ total }: { total: OccupancyFigures | undefined }) {
  const isLoading = !total;
  return (
    <section aria-label="Totais do período" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label="Ocupação"
        value={total && formatPercent(total.occupancy)}
        detail="Noites vendidas ÷ noites disponíveis."
        isLoading={isLoading}
      />
      <StatCard
        label="Receita"
        value={total && formatMoney(total.revenueCents)}
        detail="Aluguel e vagas das locações, na parte das noites do período."
        isLoading={isLoading}
      />
      <StatCard
        label="Noites vendidas"
        value={total && nightsSoldText(total.nightsSold, total.nightsAvailable)}
        detail="Disponíveis: apartamentos × noites, menos as bloqueadas."
        isLoading={isLoading}
      />
      <StatCard
        label={
          <>
            <abbr title="Average daily rate" className="no-underline">
              ADR
            </abbr>{' '}
            (diária média)
          </>
        }
        value={total && formatMoney(total.adrCents)}
        detail="Receita ÷ noites vendidas."
        isLoading={isLoading}
      />
      <StatCard
        label={
          <>
            <abbr title="Revenue per available room" className="no-underline">
              RevPAR
            </abbr>{' '}
            (receita por noite disponível)
          </>
        }
        value={total && formatMoney(total.revparCents)}
        detail="Receita ÷ noites disponíveis."
        isLoading={isLoading}
      />
      <div className="rounded-2xl border border-dashed border-line-strong p-5 text-sm leading-6 text-ink-muted">
        <p className="font-semibold text-ink">Como contamos</p>
        <p className="mt-1">
          Contam as locações pagas, concluídas ou inadimplentes. O valor de cada uma é dividido entre as suas
          noites, então uma estadia que atravessa o período entra só com as noites de dentro dele.
        </p>
      </div>
    </section>
  );
}
