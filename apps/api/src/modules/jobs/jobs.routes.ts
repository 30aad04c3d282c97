import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  JobExportQuerySchema,
  JobIdQuerySchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobResultsQuerySchema,
  JobResultsResponseSchema,
  JobStatsSchema,
  JobSummarySchema,
  MatchfixListQuerySchema,
  MatchfixListResponseSchema,
  MessageResponseSchema,
  serverMessages,
  UPLOAD_MAX_BYTES,
  UploadOptionsSchema,
  UploadResponseSchema,
  UserIdParamsSchema,
  validationMessages,
  type JobTypeCode,
  type UploadOptions,
} from '@rnorm/contracts';
import { AppError } from '../../app-error.ts';
import { callerOf, type AuthGuard } from '../../plugins/auth-guard.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import type { JobsService } from './jobs.service.ts';

/**
 * Reads a multipart upload: the `file` part is streamed to a temporary file (never held in memory) and the optional
 * `json` part holds the options. A file over the limit is refused with 413 as soon as it passes the limit.
 */
async function receiveUpload(request: FastifyRequest, folder: string) {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', serverMessages.uploadNotMultipart);
  let file: { fileName: string; mimeType: string; path: string } | undefined;
  let options: UploadOptions = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const path = join(folder, 'upload');
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', validationMessages.uploadTooLarge, { field: 'file' });
        }
        file = { fileName: basename(part.filename || 'upload.csv'), mimeType: part.mimetype, path };
      } else if (part.fieldname === 'json' && typeof part.value === 'string' && part.value.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(part.value);
        } catch {
          throw new AppError('VALIDATION_FAILED', serverMessages.uploadOptionsInvalid, { field: 'json' });
        }
        const result = UploadOptionsSchema.safeParse(parsed);
        if (!result.success) {
          throw new AppError('VALIDATION_FAILED', serverMessages.uploadOptionsInvalid, { field: 'json' });
        }
        options = result.data;
      }
    }
  } catch (error) {
    // busboy's parse errors ("Multipart: Boundary not found", "Unexpected end of multipart data") are plain errors
    // without a code; writing the file fails with a system error code (ENOSPC), and our own refusals are AppErrors.
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw new AppError(
      'VALIDATION_FAILED',
      `${serverMessages.uploadMalformed} The parser said: "${(error as Error).message}".`,
      {
        field: 'file',
      },
    );
  }
  if (!file) throw new AppError('VALIDATION_FAILED', validationMessages.uploadMissing, { field: 'file' });
  return { file, options };
}

export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService; guard: AuthGuard }> = async (
  app,
  { jobs, guard },
) => {
  const own = { onRequest: [guard.authenticate, guard.requireOwnUserId] };
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  for (const [path, type] of [
    ['/v2/:userId/normalize/sw_job', 1],
    ['/v2/:userId/normalize/pub_job', 2],
  ] as const) {
    app.post(path, {
      ...own,
      schema: {
        tags: ['Jobs'],
        summary: type === 1 ? 'Submit a title enrichment job' : 'Submit a publisher enrichment job',
        description:
          'multipart/form-data: `file` (CSV with the header ' +
          (type === 1 ? 'Publisher,Title,Version' : 'Publisher') +
          ', or JSON `{"RawEntry":[…]}`; at most 52,428,800 bytes) and optional `json` ' +
          '(`{"Options":{"datapack_slc":1,"datapack_ospi":1}}`). The job is queued; follow it in the job list.',
        consumes: ['multipart/form-data'],
        security,
        params: UserIdParamsSchema,
        response: { 200: UploadResponseSchema, ...errors, 413: ErrorBodySchema },
      },
      handler: async (request) => {
        const folder = await mkdtemp(join(tmpdir(), 'rnorm-upload-'));
        try {
          const { file, options } = await receiveUpload(request, folder);
          return await jobs.submit(callerOf(request), type as JobTypeCode, file, options);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    });
  }

  app.get('/v2/:userId/jobs/list', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: "The user's jobs, newest first, with their progress; an administrator's choice: the company's",
      description:
        'Beyond the spec: `scope=company` lists every job of the company with its owner, for an administrator ' +
        '(403 for anyone else), who may delete any of them.',
      security,
      params: UserIdParamsSchema,
      querystring: JobListQuerySchema,
      response: { 200: JobListResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) => jobs.list(callerOf(request), request.query.scope),
  });

  app.get('/v2/:userId/jobs/stats', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: 'Row counts per status and timing of a job',
      security,
      params: UserIdParamsSchema,
      querystring: JobIdQuerySchema,
      response: { 200: JobStatsSchema, ...errors },
    },
    handler: (request) => jobs.stats(callerOf(request), request.query.job_id),
  });

  app.get('/v2/:userId/jobs/export', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: "A finished job's rows: CSV, JSON (for a .json upload) or a CycloneDX SBOM",
      description:
        'One row per input row, in input order, with the engine output columns. CSV cells that a spreadsheet would ' +
        'run as a formula are neutralized. `format=cyclonedx` gives one component per normalized product version.',
      security,
      params: UserIdParamsSchema,
      querystring: JobExportQuerySchema,
      response: {
        200: z.string().describe('The file (text/csv, application/json or application/vnd.cyclonedx+json).'),
        ...errors,
        409: ErrorBodySchema,
      },
    },
    handler: async (request, reply) =>
      sendDownload(reply, await jobs.export(callerOf(request), request.query.job_id, request.query.format)),
  });

  app.post('/v2/:userId/jobs/rerun', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: "Runs a finished job's file again as a new job, with the company's current rules",
      description:
        'Beyond the spec: after rules, catalog entries or data mappings change, see them applied to a file already ' +
        'submitted. The original job and its results stay. 409 while the job is still running.',
      security,
      params: UserIdParamsSchema,
      querystring: JobIdQuerySchema,
      response: { 200: UploadResponseSchema, ...errors, 409: ErrorBodySchema },
    },
    handler: (request) => jobs.rerun(callerOf(request), request.query.job_id),
  });

  app.post('/v2/:userId/jobs/delete', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: 'Deletes a finished job of the user, with its file and its results',
      description:
        'Beyond the spec. An administrator may delete any job of the company. 409 while the job is still running. ' +
        'The figures Insights shows keep counting the job: they are what was processed.',
      security,
      params: UserIdParamsSchema,
      querystring: JobIdQuerySchema,
      response: { 200: MessageResponseSchema, ...errors, 409: ErrorBodySchema },
    },
    handler: (request) => jobs.delete(callerOf(request), request.query.job_id),
  });

  app.get('/v2/:userId/jobs/results', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: "A page of a job's result rows, filtered by status and text",
      security,
      params: UserIdParamsSchema,
      querystring: JobResultsQuerySchema,
      response: { 200: JobResultsResponseSchema, ...errors },
    },
    handler: (request) => jobs.results(callerOf(request), request.query),
  });

  app.get('/v2/:userId/jobs/summary', {
    ...own,
    schema: {
      tags: ['Jobs'],
      summary: "What a job's results page charts: rows per status, top publishers, lifecycle status",
      security,
      params: UserIdParamsSchema,
      querystring: JobIdQuerySchema,
      response: { 200: JobSummarySchema, ...errors },
    },
    handler: (request) => jobs.summary(callerOf(request), request.query.job_id),
  });

  app.get('/v2/:userId/matchfix/list', {
    ...own,
    schema: {
      tags: ['Matchfix'],
      summary: "Rows of the user's jobs that could not be normalized with enough confidence, paged and filtered",
      security,
      params: UserIdParamsSchema,
      querystring: MatchfixListQuerySchema,
      response: { 200: MatchfixListResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) =>
      jobs.matchfix(callerOf(request), {
        page: request.query.page,
        page_size: request.query.page_size,
        publisher: request.query.publisher,
        name: request.query.name,
        version: request.query.version,
        jobId: request.query.job_id,
      }),
  });

  app.get('/v2/:userId/normalize/sw/export_matchfix', {
    ...own,
    schema: {
      tags: ['Matchfix'],
      summary: 'Every Matchfix entry of the user as CSV (the web app zips it into Matchfix_{userId}.zip)',
      security,
      params: UserIdParamsSchema,
      response: {
        200: z.string().describe('The CSV file: Publisher,Name,Version,JobID.'),
        401: ErrorBodySchema,
        403: ErrorBodySchema,
      },
    },
    handler: async (request, reply) => sendDownload(reply, jobs.exportMatchfix(callerOf(request))),
  });
};
