import {
  type ApartmentSummary,
  addDays,
  calculateQuote,
  type DateInterval,
  type IsoDate,
  isValidInterval,
  type LongStayHint,
  longStayHint,
  type Modality,
  type ProjectSummary,
  type Quote,
  todayIso,
} from '@estadia/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type DateRange, type DateRules, rangeProblem } from '@/components/ui/date-range-logic';
import { useUnavailableDates } from '@/lib/catalog/get-unavailable-dates';
import { useServerQuote } from '../api/create-quote';
import { useAvailability } from '../api/get-availability';
import { useModalityUnavailableDates } from '../api/get-modality-unavailable-dates';
import { closestFreeApartment } from './apartment-groups';

/** Reservations open up to two years ahead (the API refuses a stay starting later). */
const BOOKING_WINDOW_DAYS = 730;

export interface InitialSelection {
  range: DateRange;
  carSpots: { common: number; covered: number };
  apartment: ApartmentSummary | null;
}

export interface BookingSelection {
  range: DateRange;
  setRange: (range: DateRange) => void;
  interval: DateInterval | null;
  carSpots: { common: number; covered: number };
  setCarSpots: (carSpots: { common: number; covered: number }) => void;
  rules: DateRules;
  /** Whose taken nights the calendar shows; null: the nights without any free apartment of the modality. */
  calendarApartment: ApartmentSummary | null;
  onVisibleDaysChange: (from: IsoDate, to: IsoDate) => void;
  availability: {
    isLoading: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
    /** Free apartments for the chosen nights; null before the dates are chosen. */
    free: ApartmentSummary[] | null;
  };
  /** The apartment the request will be for. */
  apartment: ApartmentSummary | null;
  /** The apartment the visitor had chosen, when it is not free on the new dates. */
  replacedApartment: ApartmentSummary | null;
  chooseApartment: (apartment: ApartmentSummary) => void;
  quote: Quote | null;
  serverQuote: { isLoading: boolean; differs: boolean };
  hint: (LongStayHint & { end: IsoDate; available: boolean }) | null;
}

/** Everything the booking panel shows, derived from the dates, the apartment and the car spots. */
export function useBookingSelection({
  project,
  modality,
  initial,
}: {
  project: ProjectSummary;
  modality: Modality;
  initial: InitialSelection;
}): BookingSelection {
  const today = todayIso();
  const [range, setRange] = useState<DateRange>(initial.range);
  const [carSpots, setCarSpots] = useState(initial.carSpots);
  const [chosen, setChosen] = useState<ApartmentSummary | null>(initial.apartment);
  const [visibleDays, setVisibleDays] = useState<{ from: IsoDate; to: IsoDate } | null>(null);

  const interval = useMemo(
    () => (isValidInterval(range) ? { start: range.start, end: range.end } : null),
    [range],
  );
  const availability = useAvailability(project.id, modality.id, interval);
  const freshAvailability = interval && !availability.isPlaceholderData ? availability.data : undefined;
  const free = freshAvailability?.apartments ?? null;
  const apartment = free ? closestFreeApartment(free, chosen) : null;

  // The first apartment found becomes the visitor's, so later date changes try to keep it.
  useEffect(() => {
    if (!chosen && apartment) setChosen(apartment);
  }, [chosen, apartment]);

  const calendarApartment = apartment ?? chosen;
  // With an apartment chosen, its own taken nights; before that, the nights no apartment of the
  // modality has free, so the visitor cannot pick a stay that nothing could hold.
  const apartmentNights = useUnavailableDates(calendarApartment?.id ?? null, visibleDays);
  const modalityNights = useModalityUnavailableDates(
    project.id,
    modality.id,
    calendarApartment ? null : visibleDays,
  );
  const takenNights = calendarApartment ? apartmentNights.data : modalityNights.data;
  const disabledNights = useMemo(() => new Set(takenNights?.dates ?? []), [takenNights]);
  const rules = useMemo<DateRules>(
    () => ({ min: today, max: addDays(today, BOOKING_WINDOW_DAYS), disabledNights }),
    [today, disabledNights],
  );

  const spotPrices = project;
  const quote = useMemo(() => {
    if (!interval) return null;
    try {
      return calculateQuote({ modality, spotPrices, interval, carSpots });
    } catch {
      return null;
    }
  }, [modality, spotPrices, interval, carSpots]);

  const server = useServerQuote(
    interval ? { modalityId: modality.id, start: interval.start, end: interval.end, carSpots } : null,
  );
  const differs = Boolean(quote && server.data && server.data.totalCents !== quote.totalCents);

  const hint = useMemo(() => {
    if (!interval || !quote) return null;
    const found = longStayHint({ modality, spotPrices, interval, carSpots });
    if (!found) return null;
    const end = addDays(interval.start, found.nights);
    return { ...found, end, available: rangeProblem(interval.start, end, rules) === null };
  }, [interval, quote, modality, spotPrices, carSpots, rules]);

  const onVisibleDaysChange = useCallback((from: IsoDate, to: IsoDate) => {
    setVisibleDays((current) => (current?.from === from && current.to === to ? current : { from, to }));
  }, []);

  return {
    range,
    setRange,
    interval,
    carSpots,
    setCarSpots,
    rules,
    calendarApartment,
    onVisibleDaysChange,
    availability: {
      isLoading: Boolean(interval) && !freshAvailability && !availability.isError,
      isError: availability.isError,
      error: availability.error,
      isFetching: availability.isFetching,
      refetch: availability.refetch,
      free,
    },
    apartment,
    replacedApartment: chosen && apartment && chosen.id !== apartment.id ? chosen : null,
    chooseApartment: setChosen,
    quote,
    serverQuote: { isLoading: server.isFetching, differs },
    hint,
  };
}
