// Toasts load sonner on first use: nothing of it is needed to show a page, so it stays out of the
// first-load bundle. Sonner replays toasts created before its <Toaster> subscribes.

export type ToastKind = 'error' | 'success' | 'info';

export const TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'bottom-right';
/** Messages longer than this are shown in a smaller font so they fit the toast. */
export const LONG_TOAST_LENGTH = 50;

export function toastTextClass(message: string): string {
  return message.length > LONG_TOAST_LENGTH ? 'toast-text-small' : 'toast-text-regular';
}

const requestListeners = new Set<() => void>();
let toasterRequested = false;
let sonner: Promise<typeof import('sonner')> | undefined;

export function isToasterRequested(): boolean {
  return toasterRequested;
}

export function subscribeToToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

function loadSonner(): Promise<typeof import('sonner')> {
  if (!toasterRequested) {
    toasterRequested = true;
    for (const listener of requestListeners) listener();
  }
  sonner ??= import('sonner');
  return sonner;
}

export function showToast(kind: ToastKind, message: string): void {
  loadSonner()
    .then(({ toast }) => {
      toast[kind](message, { className: toastTextClass(message), duration: TOAST_DURATION_MS });
    })
    .catch(() => {
      // The toast library failed to download (offline): the message is still worth keeping visible somewhere.
      console.warn(message);
    });
}

export const toastError = (message: string) => showToast('error', message);
export const toastSuccess = (message: string) => showToast('success', message);
export const toastInfo = (message: string) => showToast('info', message);

/** Copies text and confirms it with a toast; tells the user when the browser refuses. */
export async function copyToClipboard(text: string, message = 'Copiado'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('success', message);
    return true;
  } catch {
    showToast('error', 'Não foi possível copiar. Selecione o texto e copie manualmente.');
    return false;
  }
}
