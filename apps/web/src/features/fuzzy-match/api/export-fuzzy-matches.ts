import { feedbackMessages } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiBlob } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { currentUserId, userApiPath } from '../../../lib/user-api-path.ts';

export function fuzzyMatchExportName(userId: string) {
  return `FuzzyMatches_${userId}.csv`;
}

/** Downloads every fuzzy-matched entry of the user as one CSV file. */
export async function exportFuzzyMatches(): Promise<void> {
  const userId = currentUserId();
  const csv = await apiBlob(userApiPath('/normalize/sw/export_fuzzy_matches'));
  saveFile(csv, fuzzyMatchExportName(userId));
}

/** As the other exports (spec section 8): an answer other than 200 is "not found"; no answer is a failed download. */
export function fuzzyMatchExportFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? feedbackMessages.matchfixExportNotFound
    : feedbackMessages.matchfixExportFailed;
}

export function useExportFuzzyMatches() {
  return useMutation({
    mutationFn: exportFuzzyMatches,
    onError: (error) => notify.error(fuzzyMatchExportFailureMessage(error)),
  });
}
