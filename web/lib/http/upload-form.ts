import { ApiError } from '@/contracts/api-error';
import { pageLanguageHeader } from './page-language';

/**
 * POSTs multipart form data with XMLHttpRequest, which (unlike fetch) reports upload progress:
 * `onProgress` gets the share sent, 0–1. Answers the JSON body; any non-2xx is an ApiError.
 */
export function uploadForm<T>(url: string, form: FormData, onProgress: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(pageLanguageHeader())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as { error?: { code?: string; message?: string; field?: string } } | null;
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T);
        return;
      }
      const error = body?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'http_error',
          error?.message ?? `HTTP ${request.status}`,
          error?.field,
        ),
      );
    });
    const networkError = () => reject(new ApiError(0, 'network_error', 'The connection failed.'));
    request.addEventListener('error', networkError);
    request.addEventListener('abort', networkError);
    request.send(form);
  });
}
