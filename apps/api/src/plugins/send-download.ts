import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file the API streams to the client as an attachment (exports). */
export interface Download {
  fileName: string;
  contentType: string;
  body: AsyncGenerator<string>;
}

/** Characters a file name may keep in Content-Disposition; the rest become `_`. */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_');

/** Streams the download as it is produced: a large export never sits whole in memory. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${safeFileName(download.fileName)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(download.body));
}
