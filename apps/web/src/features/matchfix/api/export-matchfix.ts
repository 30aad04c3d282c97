import { feedbackMessages } from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiBlob } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { currentUserId, userApiPath } from '../../../lib/user-api-path.ts';
import { createStoredZip } from '../../../lib/zip-store.ts';

/** Spec section 7: the CSV goes to the user zipped, as Matchfix_{userId}.zip holding Matchfix_{userId}.csv. */
export function matchfixExportNames(userId: string) {
  return { archive: `Matchfix_${userId}.zip`, entry: `Matchfix_${userId}.csv` };
}

export async function exportMatchfix(): Promise<void> {
  const userId = currentUserId();
  const csv = await apiBlob(userApiPath('/normalize/sw/export_matchfix'));
  const names = matchfixExportNames(userId);
  const zip = createStoredZip([{ name: names.entry, data: new Uint8Array(await csv.arrayBuffer()) }]);
  saveFile(new Blob([zip], { type: 'application/zip' }), names.archive);
}

/** Spec section 8: an answer other than 200 is "not found"; no answer at all is a failed download. */
export function matchfixExportFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? feedbackMessages.matchfixExportNotFound
    : feedbackMessages.matchfixExportFailed;
}

export function useExportMatchfix() {
  return useMutation({
    mutationFn: exportMatchfix,
    onError: (error) => notify.error(matchfixExportFailureMessage(error)),
  });
}
