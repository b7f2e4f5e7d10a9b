import type { ContactRequest } from '@estadia/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function sendContactMessage(message: ContactRequest): Promise<unknown> {
  return api.post<unknown>('contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
