import { SetupResponseSchema, type SetupRequest } from '@rnorm/contracts';
import { withoutTrailingSlash } from '../setup-form-schema.ts';
import { setupRequest } from '../setup-http.ts';

/** `POST {api_endpoint}/v2/rnorm_initialize`: answers `error` with the causes, or `in_progress` with the progress. */
export function initializeSetup(apiEndpoint: string, request: SetupRequest) {
  return setupRequest(`${withoutTrailingSlash(apiEndpoint)}/v2/rnorm_initialize`, SetupResponseSchema, {
    method: 'POST',
    body: request,
  });
}
