import { SystemMessageResponseSchema } from '@rnorm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatesTexts } from '../../../config/updates-texts.ts';
import { failureMessage, envelopeRequest } from '../../../lib/return-envelope.ts';
import { updateStateQueryKey } from './get-update-state.ts';

/**
 * Runs one package action: `message` holds one identifier from the package's `stateAction` (spec section 7).
 * A failure is logged and rethrown, for the screen to tell.
 */
export async function postSystemMessage(actionId: string) {
  try {
    return await envelopeRequest('/v2/rnorm_system/message', SystemMessageResponseSchema, {
      method: 'POST',
      body: { message: [actionId] },
    });
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    console.error(`${updatesTexts.systemMessageFailed}${failureMessage(error, cause)}`);
    throw error;
  }
}

/** The action call; a success refreshes the update state. */
export function useSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSystemMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateStateQueryKey }),
  });
}
