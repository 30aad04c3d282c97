import { apiCall } from '../../../lib/api-client.ts';

/** Revokes the current API key on the server. */
export function signOut() {
  return apiCall('/v2/signout', { method: 'POST' });
}
