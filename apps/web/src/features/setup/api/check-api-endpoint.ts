import { SetupStatusResponseSchema } from '@rnorm/contracts';
import { withoutTrailingSlash } from '../setup-form-schema.ts';
import { setupRequest } from '../setup-http.ts';

/** Step 1's check that an rnorm API answers at the typed address: `GET {api_endpoint}/v2/rnorm_initialized`. */
export function checkApiEndpoint(apiEndpoint: string) {
  return setupRequest(`${withoutTrailingSlash(apiEndpoint)}/v2/rnorm_initialized`, SetupStatusResponseSchema);
}
