import type { Modality, ProjectSummary } from '@estadia/domain';
import {
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  effectivePrices,
  formatMoney,
  fromPrice,
  securityDepositLine,
} from '@estadia/domain';
import { LongStayHintCard } from '@/components/catalog/long-stay-hint-card';
import { Alert } from '@/components/ui/alert';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { ClockIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { QueryError } from '@/components/ui/query-state';
import type { BookingSelection } from '@/features/catalog/booking/use-booking-selection';
import { ApartmentPicker, ApartmentPickerSkeleton } from './apartment-picker';
import { CarSpotsPicker } from './car-spots-picker';
import { PriceSummary } from './price-summary';

interface BookingPanelProps {
  project: ProjectSummary;
  modality: Modality;
  selection: BookingSelection;
  onRequest: () => void;
  isRequesting: boolean;
  requestError: string | null;
  /** The visitor came back from the request flow to change a draft. */
  isEditingDraft: boolean;
}

/** Says whose nights the calendar strikes out: the chosen apartment's, or those with no apartment free. */
function calendarNote({ calendarApartment, rules }: BookingSelection): string | undefined {
  if (!rules.disabledNights?.size) return undefined;
  if (!calendarApartment) return 'Noites riscadas não têm nenhum apartamento livre nesta modalidade.';
  return `Noites riscadas já estão reservadas no apartamento ${calendarApartment.number} (bloco ${calendarApartment.block}).`;
}

/** Dates, apartment, car spots, the price and the request button. */
export function BookingPanel({
  project,
  modality,
  selection,
  onRequest,
  isRequesting,
  requestError,
  isEditingDraft,
}: BookingPanelProps) {
  const from = fromPrice(modality);
  const prices = effectivePrices(modality);
  const deposit = securityDepositLine(modality.securityDepositCents);
  const { interval, availability, apartment, quote } = selection;
  const canRequest = Boolean(interval && apartment && quote) && !availability.isLoading;

  return (
    <section
      id="reservar"
      aria-labelledby="reservar-titulo"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <p className="text-sm text-ink-muted">
        a partir de <span className="text-2xl font-bold text-ink">{formatMoney(from.perNightCents)}</span> /
        noite
      </p>
      <p className="mt-1 text-xs text-ink-subtle">
        {formatMoney(prices.shortCents)} por noite em estadias de até 29 noites;{' '}
        {formatMoney(prices.longCents)} a cada 30 noites a partir de 30.
      </p>
      {deposit && <p className="mt-1 text-xs text-ink-subtle">{deposit}</p>}

      <h2 id="reservar-titulo" className="mt-5 text-lg font-semibold text-ink">
        Escolha as datas
      </h2>
      <DateRangePicker
        className="mt-3"
        months={1}
        value={selection.range}
        onChange={selection.setRange}
        rules={selection.rules}
        onVisibleDaysChange={selection.onVisibleDaysChange}
        note={calendarNote(selection)}
      />
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
        <ClockIcon className="size-4 shrink-0" />
        Check-in a partir das {CHECK_IN_TIME} · check-out até {CHECK_OUT_TIME}
      </p>

      {interval && (
        <div className="mt-6 space-y-6">
          {availability.isError ? (
            <QueryError inline query={availability} title="Não foi possível ver os apartamentos livres" />
          ) : availability.isLoading || !availability.free ? (
            <ApartmentPickerSkeleton />
          ) : availability.free.length === 0 ? (
            <Alert tone="warning" title="Nenhum apartamento livre nessas datas">
              Todos os apartamentos desta modalidade já estão reservados em alguma dessas noites. Tente outras
              datas ou outra modalidade.
            </Alert>
          ) : (
            <>
              {selection.replacedApartment && apartment && (
                <Alert tone="info">
                  O apartamento {apartmentLabel(selection.replacedApartment)} não está livre nessas datas.
                  Mostramos o {apartmentLabel(apartment)}.
                </Alert>
              )}
              <ApartmentPicker
                free={availability.free}
                value={apartment}
                onChange={selection.chooseApartment}
              />
            </>
          )}
        </div>
      )}

      <CarSpotsPicker
        className="mt-6"
        value={selection.carSpots}
        onChange={selection.setCarSpots}
        spotPrices={project}
      />

      {interval && quote && (
        <div className="mt-6 space-y-4">
          <PriceSummary
            quote={quote}
            interval={interval}
            modality={modality}
            spotPrices={project}
            carSpots={selection.carSpots}
            serverDiffers={selection.serverQuote.differs}
            depositCents={modality.securityDepositCents}
          />
          {selection.hint && (
            <LongStayHintCard
              hint={selection.hint}
              available={selection.hint.available}
              onExtend={() => selection.setRange({ start: interval.start, end: selection.hint!.end })}
            />
          )}
        </div>
      )}

      {requestError && (
        <Alert tone="error" className="mt-4">
          {requestError}
        </Alert>
      )}
      <Button
        size="lg"
        fullWidth
        className="mt-6"
        disabled={!canRequest}
        isLoading={isRequesting}
        onClick={onRequest}
        aria-describedby={canRequest ? undefined : 'reservar-ajuda'}
      >
        {isEditingDraft ? 'Atualizar solicitação' : 'Solicitar locação'}
      </Button>
      {!canRequest && (
        <p id="reservar-ajuda" className="mt-2 text-center text-sm text-ink-muted">
          {!interval
            ? 'Escolha as datas de entrada e saída para continuar.'
            : availability.isLoading
              ? 'Procurando apartamentos livres…'
              : 'Escolha outras datas para continuar.'}
        </p>
      )}
      {canRequest && <p className="mt-2 text-center text-xs text-ink-subtle">Você ainda não será cobrado.</p>}
    </section>
  );
}
