import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/toast';
import { useTheme } from '@/lib/use-theme';

/** Sonner's viewport with the product's settings (bottom-right, 3000 ms). Loaded on first toast. */
export function Toaster() {
  const theme = useTheme();
  return (
    <SonnerToaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton
      visibleToasts={4}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
