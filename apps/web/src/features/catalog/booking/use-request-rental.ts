import type { ApartmentSummary, DateInterval } from '@estadia/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError, wasHandled } from '@/lib/api-error';
import { hasToken } from '@/lib/session';
import { useCreateRentalDraft } from '../api/create-rental-draft';
import { useUpdateRentalDraft } from '../api/update-rental-draft';
import { clearSavedSelection, saveSelection } from './saved-selection';

export function loginPathFor(apartmentId: string): string {
  return `/login?redirect=${encodeURIComponent(`/projeto/salvo/${apartmentId}`)}`;
}

export function requestPathFor(apartmentId: string, rentalId: string): string {
  return `/locacao/solicitacao/${apartmentId}?rental=${encodeURIComponent(rentalId)}`;
}

interface RequestInput {
  projectId: string;
  modalityId: string;
  apartment: ApartmentSummary;
  interval: DateInterval;
  carSpots: { common: number; covered: number };
}

/**
 * 'Solicitar locação': an anonymous visitor keeps the selection in this browser and goes to log in; a
 * logged-in customer gets a draft on the server (or the draft they came back to is changed) and goes on
 * to the request flow.
 */
export function useRequestRental(editingRentalId: string | null) {
  const navigate = useNavigate();
  const create = useCreateRentalDraft();
  const update = useUpdateRentalDraft();
  const [error, setError] = useState<string | null>(null);

  const request = async ({ projectId, modalityId, apartment, interval, carSpots }: RequestInput) => {
    setError(null);
    // Saved first: if the session turns out to have expired, the choice survives the new login.
    saveSelection({ projectId, modalityId, apartmentId: apartment.id, ...interval, carSpots });
    if (!hasToken()) {
      navigate(loginPathFor(apartment.id));
      return;
    }
    const body = { apartmentId: apartment.id, modalityId, interval, carSpots };
    try {
      let rental: { id: string } | null = null;
      if (editingRentalId) {
        try {
          rental = await update.mutateAsync({ rentalId: editingRentalId, changes: body });
        } catch (failure) {
          // The draft was sent or cancelled meanwhile (409) or is gone (404): start a new one instead.
          if (!isApiError(failure) || (failure.status !== 404 && failure.status !== 409)) throw failure;
        }
      }
      rental ??= await create.mutateAsync(body);
      clearSavedSelection();
      navigate(requestPathFor(apartment.id, rental.id));
    } catch (failure) {
      if (!wasHandled(failure)) {
        setError(
          errorMessage(failure, 'Não foi possível iniciar a solicitação. Tente novamente em instantes.'),
        );
      }
    }
  };

  return { request, isPending: create.isPending || update.isPending, error };
}
