import {
  feedbackMessages,
  JOB_TYPE_TITLE,
  UploadResponseSchema,
  validationMessages,
  type JobTypeCode,
  type UploadResponse,
} from '@rnorm/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, parseErrorBody, webClientHeaders } from '../../../lib/api-client.ts';
import { userApiPath } from '../../../lib/user-api-path.ts';
import { submitPathFor, TITLE_JOB_OPTIONS } from '../inventory-file-rules.ts';

const HTTP_PAYLOAD_TOO_LARGE = 413;

export interface SubmitInventoryRequest {
  file: File;
  jobType: JobTypeCode;
  /** Share of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads an inventory file as a new enrichment job (spec section 7, Submit job): multipart `file`, plus `json` with
 * the datapacks on the title tab. It goes through XMLHttpRequest rather than the fetch client because fetch cannot
 * report upload progress. Failures are ApiErrors, as for every other call.
 */
export function submitInventory({ file, jobType, onProgress }: SubmitInventoryRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    if (jobType === JOB_TYPE_TITLE) form.append('json', JSON.stringify(TITLE_JOB_OPTIONS));

    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(userApiPath(submitPathFor(jobType))));
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(webClientHeaders)) request.setRequestHeader(name, value);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = UploadResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, null, 'The server sent an unexpected answer.'));
        return;
      }
      reject(new ApiError(request.status, parseErrorBody(payload)));
    };
    request.onerror = () => reject(new ApiError(0, null, 'The server could not be reached.'));
    request.onabort = () => reject(new ApiError(0, null, 'The upload was cancelled.'));
    request.send(form);
  });
}

/**
 * The server's message (a wrong type, missing columns, an unreadable encoding), else the spec's fallback. A proxy
 * may refuse a large body before the API sees it; that 413 carries no message of ours, so the size rule's text is
 * shown.
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body) return error.body.message;
    if (error.status === HTTP_PAYLOAD_TOO_LARGE) return validationMessages.uploadTooLarge;
  }
  return feedbackMessages.uploadFailed;
}

export function useSubmitInventory() {
  return useMutation({ mutationFn: submitInventory });
}
