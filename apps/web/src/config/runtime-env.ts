import { WebEnvSchema } from '@rnorm/contracts';
import { env } from './env.ts';

/** Where the host serving this app tells it the API's address (spec section 7, Setup and updates). */
export const RUNTIME_ENV_PATH = '/api/env';

/** A host that does not answer must not keep the app from starting: the build-time address is used instead. */
const RUNTIME_ENV_TIMEOUT_MS = 5_000;

let runtimeApiBaseUrl: string | null = null;

function withoutTrailingSlash(address: string): string {
  return address.trim().replace(/\/+$/, '');
}

/**
 * Reads `GET /api/env` from the app's own origin, once, before the app renders. A non-empty `REACT_APP_API_URL`
 * becomes the API address; an empty one, a failure or an unexpected answer keeps the build-time address. Never
 * rejects.
 */
export async function loadRuntimeEnv(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(RUNTIME_ENV_PATH, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(RUNTIME_ENV_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${RUNTIME_ENV_PATH} answered ${response.status}`);
    const runtimeEnv = WebEnvSchema.parse(await response.json());
    setRuntimeApiBaseUrl(runtimeEnv.REACT_APP_API_URL);
  } catch (error) {
    console.warn(`The runtime settings could not be read; the API address stays "${env.apiBaseUrl}".`, error);
  }
}

/** Sets the API address at run time (the setup wizard does, once the host has stored a new one); empty clears it. */
export function setRuntimeApiBaseUrl(address: string | null): void {
  const cleaned = address ? withoutTrailingSlash(address) : '';
  runtimeApiBaseUrl = cleaned === '' ? null : cleaned;
}

/** The API's address without a trailing slash: the runtime setting when there is one, else the build-time one. */
export function apiBaseUrl(): string {
  return runtimeApiBaseUrl ?? env.apiBaseUrl;
}
