/**
 * The development key pair for licence keys: tests and `npm run license:issue` without a key sign with it, and a
 * product that is not in production mode trusts it. It is public on purpose and grants nothing in production
 * (`RNORM_MODE=production` trusts only the vendor's public key, from `RNORM_LICENSE_PUBLIC_KEY`). The vendor's private
 * key never enters the repository.
 */
export const DEVELOPMENT_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAm4Cmu5c00gyBddgeDkXkiScajAwjt9IG0V8CIvkRHVU=
-----END PUBLIC KEY-----`;

export const DEVELOPMENT_PRIVATE_KEY_PEM = `-----BEGIN PRIVATE KEY-----
MC4CAQAwBQYDK2VwBCIEIFfa00FvwCpzJcaAhJExktH5kF0rFhvtOR+zdKJmm794
-----END PRIVATE KEY-----`;
