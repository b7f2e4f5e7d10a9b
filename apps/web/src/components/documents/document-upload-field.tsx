import type { UploadPurpose } from '@estadia/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-error';
import { documentFileKey, useDocumentFile } from '@/lib/me/get-document-file';
import { uploadDocument } from '@/lib/me/upload-document';
import { Field } from '../ui/field';
import { FilePreview } from '../ui/file-preview';
import { FileUpload } from '../ui/file-upload';

export interface DocumentUploadFieldProps {
  label: string;
  hint?: string;
  /** Name of the sent file (from POST /api/upload), or empty when there is none. */
  value: string | null | undefined;
  onChange: (fileName: string | null) => void;
  /** The form's message for this field (e.g. required). */
  error?: string;
  required?: boolean;
  /** Name of the downloaded copy, without extension. */
  downloadName?: string;
  className?: string;
  /** What the file is sent for (POST /api/upload?purpose=); a profile document by default. */
  purpose?: UploadPurpose;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A document file of the profile: checked in the browser, sent to POST /api/upload with progress, and
 * shown back (thumbnail or PDF card) from GET /api/files/:fileName with the user's token.
 * The form still has to be saved for the profile to point at the new file.
 */
export function DocumentUploadField({
  label,
  hint,
  value,
  onChange,
  error,
  required,
  downloadName = 'documento',
  className,
  purpose,
}: DocumentUploadFieldProps) {
  const queryClient = useQueryClient();
  const file = useDocumentFile(value);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef<AbortController | null>(null);

  useEffect(() => () => sending.current?.abort(), []);

  async function send(selected: File) {
    setProblem(null);
    setProgress(0);
    const controller = new AbortController();
    sending.current = controller;
    try {
      const { fileName } = await uploadDocument(selected, {
        onProgress: setProgress,
        signal: controller.signal,
        ...(purpose ? { purpose } : {}),
      });
      // The browser already has the bytes: the preview needs no download.
      queryClient.setQueryData(documentFileKey(fileName), selected);
      onChange(fileName);
    } catch (failure) {
      if (isAbort(failure) || (isApiError(failure) && failure.handled)) return;
      setProblem(errorMessage(failure, 'Não foi possível enviar o arquivo. Tente novamente.'));
    } finally {
      if (sending.current === controller) sending.current = null;
      setProgress(null);
    }
  }

  const status = file.isError ? 'error' : file.data ? 'ready' : 'loading';

  return (
    <Field label={label} hint={hint} error={problem ?? error} required={required} className={className}>
      {(control) => (
        <FileUpload
          control={control}
          label={label}
          onFile={(selected) => void send(selected)}
          onReject={setProblem}
          progress={progress}
          onCancel={() => sending.current?.abort()}
          preview={
            value ? (
              <FilePreview file={file.data} status={status} title={label} downloadName={downloadName} />
            ) : undefined
          }
          onRemove={() => {
            setProblem(null);
            onChange(null);
          }}
        />
      )}
    </Field>
  );
}
