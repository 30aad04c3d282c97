import { MessageResponseSchema } from '@rnorm/contracts';
import { apiCall, apiRequest } from '../../../lib/api-client.ts';

/** Revokes the current API key on the server, which also drops the key's cookie. */
export function signOut() {
  return apiCall('/v2/signout', { method: 'POST' });
}

/** Revokes every key of the signed-in user: other browsers, scripts, and this session's. */
export function signOutEverywhere() {
  return apiRequest('/v2/signout-everywhere', MessageResponseSchema, { method: 'POST' });
}
