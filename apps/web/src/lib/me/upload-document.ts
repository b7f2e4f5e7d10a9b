import type { UploadPurpose, UploadResponse } from '@estadia/domain';
import { getEnv } from '@/config/env';
import { expireSession } from '../api';
import { ApiError, NetworkError } from '../api-error';
import { buildUrl } from '../http';
import { getToken } from '../session';

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/upload with the file in the field 'file'. Uses XMLHttpRequest rather than the fetch
 * client because only XHR reports upload progress. Errors are the client's: ApiError / NetworkError,
 * and an expired session is handled the same way (session cleared, home page, toast).
 */
export function uploadDocument(
  file: File,
  {
    onProgress,
    signal,
    purpose,
  }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; purpose?: UploadPurpose } = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // What the file is sent for: a transfer letter only counts when sent as one.
    xhr.open('POST', buildUrl(getEnv().apiUrl, 'upload', purpose ? { purpose } : undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as UploadResponse);
        return;
      }
      const error = new ApiError(xhr.status, body);
      if (xhr.status === 401 && token) {
        error.handled = true;
        expireSession();
      }
      reject(error);
    });
    xhr.addEventListener('error', () => reject(new NetworkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('Envio cancelado', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Envio cancelado', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
