import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { DownloadIcon, FileTextIcon } from './file-icons';
import { formatFileSize } from './file-upload';
import { Skeleton } from './skeleton';

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

function kindLabel(type: string): string {
  if (type === 'application/pdf') return 'Documento PDF';
  if (type === 'image/jpeg') return 'Imagem JPG';
  if (type === 'image/png') return 'Imagem PNG';
  return 'Arquivo';
}

/**
 * A file already sent: a thumbnail for images, a document card for PDFs, and a download link.
 * `status` covers the time the file is being fetched and a failed fetch.
 */
export function FilePreview({
  file,
  status,
  title,
  downloadName,
  className,
}: {
  file: Blob | null | undefined;
  status: 'loading' | 'ready' | 'error';
  /** What the file is, e.g. 'Documento do CPF'. */
  title: string;
  /** File name for the download, without extension. */
  downloadName: string;
  className?: string;
}) {
  const url = useObjectUrl(status === 'ready' ? file : null);
  const type = file?.type ?? '';
  const isImage = type.startsWith('image/');
  const extension = EXTENSIONS[type];

  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
        {status === 'loading' ? (
          <Skeleton className="size-full rounded-none" />
        ) : isImage && url ? (
          <img src={url} alt={`Pré-visualização: ${title}`} className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center text-danger">
            <FileTextIcon className="size-7" />
            {type === 'application/pdf' && <span className="text-[0.625rem] font-bold">PDF</span>}
          </span>
        )}
      </div>
      <div className="min-w-0 text-sm">
        {status === 'loading' && (
          <>
            <p className="font-semibold text-ink">Arquivo enviado</p>
            <p className="text-ink-muted">Carregando pré-visualização…</p>
          </>
        )}
        {status === 'error' && (
          <>
            <p className="font-semibold text-ink">Arquivo enviado</p>
            <p className="text-ink-muted">Não foi possível mostrar a pré-visualização.</p>
          </>
        )}
        {status === 'ready' && file && (
          <>
            <p className="font-semibold text-ink">{kindLabel(type)}</p>
            <p className="flex flex-wrap items-center gap-x-3 text-ink-muted">
              <span>{formatFileSize(file.size)}</span>
              {url && (
                <a
                  href={url}
                  aria-label={`Baixar ${title}`}
                  download={extension ? `${downloadName}.${extension}` : downloadName}
                  className="inline-flex items-center gap-1 font-semibold text-brand-ink underline underline-offset-4"
                >
                  <DownloadIcon className="size-4" />
                  Baixar
                </a>
              )}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
