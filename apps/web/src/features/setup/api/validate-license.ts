import { ValidateLicenseResponseSchema } from '@rnorm/contracts';
import { withoutTrailingSlash } from '../setup-form-schema.ts';
import { setupRequest } from '../setup-http.ts';

/**
 * `POST {update_server}/v2/rnorm_validate_license`. The update server refuses a bad key with HTTP 403 and its reason,
 * so a bad key throws a SetupCallError with that reason, as does a network failure.
 */
export function validateLicense(updateServer: string, licenseJwt: string) {
  return setupRequest(
    `${withoutTrailingSlash(updateServer)}/v2/rnorm_validate_license`,
    ValidateLicenseResponseSchema,
    {
      method: 'POST',
      body: { license_jwt: licenseJwt },
    },
  );
}
