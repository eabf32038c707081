import { t } from '@lingui/core/macro';
import type { RefusalParams } from '@onbir/shared/messages/refusal';
import { clearSession, getToken } from './session';
import { i18n } from './i18n/runtime';

/** An API refusal: the server's message (in the language the request named), its status, code and the values its text names. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params?: RefusalParams,
  ) {
    super(message);
  }
}

/** What a refused request answers (server/src/http/errorHandler.ts). */
type ErrorBody = { message?: string; code?: string; params?: RefusalParams };

/**
 * fetch for the API: JSON in and out, the bearer token when logged in, and a 401 logs the user out
 * (docs/accounts.md, 'The session'). The thrown ApiError carries the server's message, or the caller's fallback.
 */
export async function api<T>(path: string, opts: { method?: string; body?: unknown; fallback?: string; signal?: AbortSignal } = {}): Promise<T> {
  const token = getToken();
  // The language on screen, not the browser's: the server answers refusals and mails in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.locale };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, opts.fallback ?? t`Sunucuya ulaşılamadı. Bağlantınızı kontrol edin.`);
  }
  let data: ErrorBody | null = null;
  try {
    data = (await res.json()) as ErrorBody | null;
  } catch (err) {
    // Aborted while the body was read: the caller no longer wants it (this is not an empty answer).
    if (opts.signal?.aborted) throw err;
  }
  if (!res.ok) {
    if (res.status === 401 && token) clearSession();
    throw new ApiError(res.status, data?.message ?? opts.fallback ?? t`Hata oluştu.`, data?.code, data?.params);
  }
  if (data === null) throw new ApiError(res.status, opts.fallback ?? t`Sunucudan geçersiz yanıt alındı.`);
  return data as T;
}
