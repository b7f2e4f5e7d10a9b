import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import type { FieldControlProps } from './field';
import { SwapIcon, TrashIcon, UploadIcon } from './file-icons';
import { ProgressBar } from './progress-bar';

export interface FileKind {
  mimeType: string;
  extensions: readonly string[];
  label: string;
}

/** What the API accepts for identity documents (it checks the content too). */
export const DOCUMENT_FILE_KINDS: readonly FileKind[] = [
  { mimeType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG' },
  { mimeType: 'image/png', extensions: ['png'], label: 'PNG' },
];

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '850 KB', '2,4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

function joinLabels(labels: readonly string[]): string {
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}

/** What the chooser says it takes, e.g. 'PDF, JPG ou PNG, até 10 MB'. */
export function describeAccepted(kinds: readonly FileKind[], maxBytes: number): string {
  return `${joinLabels(kinds.map((kind) => kind.label))}, até ${formatFileSize(maxBytes)}`;
}

/**
 * The checks the browser can make before sending: the declared type or, when the system gives none,
 * the extension, and the size. Answers the message to show, or null when the file may be sent.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  kinds: readonly FileKind[],
  maxBytes: number,
): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const known = file.type
    ? kinds.some((kind) => kind.mimeType === file.type)
    : kinds.some((kind) => kind.extensions.includes(extension));
  if (!known) return `Envie um arquivo ${joinLabels(kinds.map((kind) => kind.label))}.`;
  if (file.size === 0) return 'O arquivo está vazio. Escolha outro.';
  if (file.size > maxBytes) {
    return `O arquivo tem ${formatFileSize(file.size)}; o limite é de ${formatFileSize(maxBytes)}.`;
  }
  return null;
}

interface FileUploadProps {
  /** From the surrounding Field: the label and the messages point at the file input. */
  control: FieldControlProps;
  /** The field's name, completing the buttons' accessible names ('Escolher arquivo para …'). */
  label: string;
  kinds?: readonly FileKind[];
  maxBytes?: number;
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  /** 0 to 1 while the file is being sent. */
  progress?: number | null;
  onCancel?: () => void;
  /** The current file, when there is one; replaces the empty drop area. */
  preview?: ReactNode;
  onRemove?: () => void;
  disabled?: boolean;
  className?: string;
}

/** Drag-and-drop area plus a button that opens the file chooser, with a progress bar while sending. */
export function FileUpload({
  control,
  label,
  kinds = DOCUMENT_FILE_KINDS,
  maxBytes = DOCUMENT_MAX_BYTES,
  onFile,
  onReject,
  progress = null,
  onCancel,
  preview,
  onRemove,
  disabled = false,
  className,
}: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [isDragging, setDragging] = useState(false);
  const isSending = progress !== null;
  const accept = kinds.flatMap((kind) => [kind.mimeType, ...kind.extensions.map((ext) => `.${ext}`)]);

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      onReject('Envie um arquivo de cada vez.');
      return;
    }
    const file = files[0]!;
    const problem = checkFile(file, kinds, maxBytes);
    if (problem) onReject(problem);
    else onFile(file);
  }

  function onDrag(event: DragEvent<HTMLDivElement>, change: 1 | -1 | 0) {
    event.preventDefault();
    if (disabled || isSending) return;
    dragDepth.current = Math.max(0, dragDepth.current + change);
    setDragging(dragDepth.current > 0);
  }

  const open = () => input.current?.click();
  const describedBy = control['aria-describedby'];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is for pointers; the button is the keyboard way.
    <div
      onDragEnter={(event) => onDrag(event, 1)}
      onDragOver={(event) => onDrag(event, 0)}
      onDragLeave={(event) => onDrag(event, -1)}
      onDrop={(event) => {
        event.preventDefault();
        dragDepth.current = 0;
        setDragging(false);
        if (!disabled && !isSending) take(event.dataTransfer.files);
      }}
      className={cn(
        'relative rounded-xl border-2 border-dashed p-4 transition-colors',
        isDragging ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface-muted/60',
        control['aria-invalid'] && !isDragging && 'border-danger',
        className,
      )}
    >
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        tabIndex={-1}
        disabled={disabled || isSending}
        className="sr-only"
        {...control}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again must still count as a choice.
          event.target.value = '';
        }}
      />
      {isSending ? (
        <div className="flex flex-col gap-3 py-2" aria-live="polite">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-ink">Enviando arquivo… {Math.round(progress * 100)}%</span>
            {onCancel && (
              <Button variant="ghost" size="sm" onClick={onCancel} aria-label={`Cancelar envio de ${label}`}>
                Cancelar
              </Button>
            )}
          </div>
          <ProgressBar value={progress} label={`Envio de ${label}`} />
        </div>
      ) : preview ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 flex-1">{preview}</div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={open}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-label={`Substituir ${label}`}
            >
              <SwapIcon className="size-4" />
              Substituir
            </Button>
            {onRemove && (
              <Button
                variant="ghost"
                size="sm"
                onClick={onRemove}
                disabled={disabled}
                aria-label={`Remover ${label}`}
              >
                <TrashIcon className="size-4" />
                Remover
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 py-3 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-surface text-brand-ink shadow-sm">
            <UploadIcon className="size-5" />
          </span>
          <p className="hidden text-sm text-ink-muted sm:block">Arraste o arquivo para cá ou</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={open}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-label={`Escolher arquivo para ${label}`}
          >
            Escolher arquivo
          </Button>
          <p className="text-xs text-ink-subtle">{describeAccepted(kinds, maxBytes)}</p>
        </div>
      )}
    </div>
  );
}
