import { type ReactNode, useState } from 'react';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { openPendingTab, saveFile, showFileInTab } from '@/lib/file-download';
import { toastError } from '@/lib/toast';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { DownloadIcon } from './file-icons';

/**
 * A button that fetches a private file with the session's token and then downloads it ('download') or
 * shows it in a new tab ('open'). A link could not carry the token.
 */
export function DownloadButton({
  fetchFile,
  fileName,
  mode = 'download',
  children,
  icon = <DownloadIcon className="size-4" />,
  variant = 'secondary',
  size = 'sm',
  fullWidth,
  className,
}: {
  fetchFile: () => Promise<Blob>;
  fileName: string;
  mode?: 'download' | 'open';
  children: ReactNode;
  icon?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}) {
  const [isLoading, setLoading] = useState(false);

  const run = async () => {
    const tab = mode === 'open' ? openPendingTab() : null;
    setLoading(true);
    try {
      const blob = await fetchFile();
      if (mode === 'open') showFileInTab(tab, blob, fileName);
      else saveFile(blob, fileName);
    } catch (error) {
      tab?.close();
      if (!wasHandled(error)) {
        toastError(errorMessage(error, 'Não foi possível baixar o arquivo. Tente novamente.'));
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      onClick={run}
      isLoading={isLoading}
    >
      {!isLoading && icon}
      {children}
    </Button>
  );
}
