import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonnerToast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: sonnerToast }));

import {
  copyToClipboard,
  isToasterRequested,
  LONG_TOAST_LENGTH,
  showToast,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  toastTextClass,
} from './toast';

describe('toastTextClass', () => {
  it('keeps the regular size up to 50 characters and uses the small one above', () => {
    expect(LONG_TOAST_LENGTH).toBe(50);
    expect(toastTextClass('a'.repeat(50))).toBe('toast-text-regular');
    expect(toastTextClass('a'.repeat(51))).toBe('toast-text-small');
  });
});

describe('showToast', () => {
  beforeEach(() => {
    for (const fn of Object.values(sonnerToast)) fn.mockClear();
  });

  it('shows bottom-right for 3000 ms, with the size class of the message', async () => {
    expect(TOAST_POSITION).toBe('bottom-right');
    const message = 'Verifique sua conexão com a internet e tente novamente.';
    showToast('error', message);
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalled());
    expect(sonnerToast.error).toHaveBeenCalledWith(message, {
      className: 'toast-text-small',
      duration: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(isToasterRequested()).toBe(true);
  });

  it('has success and info toasts too', async () => {
    showToast('success', 'Salvo');
    showToast('info', 'Aviso');
    await vi.waitFor(() => expect(sonnerToast.info).toHaveBeenCalled());
    expect(sonnerToast.success).toHaveBeenCalledWith(
      'Salvo',
      expect.objectContaining({ className: 'toast-text-regular' }),
    );
  });
});

describe('copyToClipboard', () => {
  beforeEach(() => {
    for (const fn of Object.values(sonnerToast)) fn.mockClear();
  });

  it("copies and confirms with 'Copiado' by default", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyToClipboard('00020126')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('00020126');
    await vi.waitFor(() => expect(sonnerToast.success).toHaveBeenCalledWith('Copiado', expect.anything()));
    vi.unstubAllGlobals();
  });

  it('tells the user when the browser refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    await expect(copyToClipboard('x', 'Código Pix copiado')).resolves.toBe(false);
    await vi.waitFor(() => expect(sonnerToast.error).toHaveBeenCalled());
    vi.unstubAllGlobals();
  });
});
