import { UpdateEnvResponseSchema } from '@rnorm/contracts';
import { setupRequest } from '../setup-http.ts';

/**
 * `POST /api/update-env` on the host serving this app (not the API address): stores the API address the app reads
 * at start-up. The answer's `updated` tells whether it was stored.
 */
export function updateWebEnv(apiEndpoint: string) {
  return setupRequest('/api/update-env', UpdateEnvResponseSchema, {
    method: 'POST',
    body: { REACT_APP_API_URL: apiEndpoint },
  });
}
