import { SetupStatusResponseSchema } from '@rnorm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET {api}/v2/rnorm_initialized` on the configured API address; it needs no sign-in. */
export function getSetupStatus() {
  return apiRequest('/v2/rnorm_initialized', SetupStatusResponseSchema);
}
