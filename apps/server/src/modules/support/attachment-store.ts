import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, VIDEO_MAX_BYTES } from '@pitchside/contract/support';
import { AppError } from '../../lib/app-error.ts';
import { sniffFileType } from './sniff-file-type.ts';

export interface StoredFile {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const invalid = (name: string) => new AppError('VALIDATION_FAILED', `${name} - Invalid file type`);

/**
 * Reads the uploaded files of one message into DATA_DIR/attachments under random names,
 * checking count, type (by content) and size (10 MB, video 50 MB). On any refusal nothing stays on disk.
 */
export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

/**
 * Reads a multipart message: text fields and files, each file buffered as it arrives (a
 * stream left unread would stall the upload). An over-size file is reported by name.
 */
export async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, files };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const name = path.basename(part.filename || 'file');
    const buffer = await part.toBuffer().catch(() => {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `${name} - File is too large (max ${megabytes(VIDEO_MAX_BYTES)})`,
      );
    });
    files.push({ filename: name, buffer });
  }
  return { fields, files };
}

export async function storeAttachments(dir: string, files: UploadedFile[]): Promise<StoredFile[]> {
  if (files.length > ATTACHMENT_MAX_FILES) {
    throw new AppError('VALIDATION_FAILED', `Maximum ${ATTACHMENT_MAX_FILES} files allowed`);
  }
  await fs.mkdir(dir, { recursive: true });
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const name = file.filename;
      const buffer = file.buffer;
      const type = sniffFileType(buffer.subarray(0, 4096), name);
      if (!type) throw invalid(name);
      const limit = type.startsWith('video/') ? VIDEO_MAX_BYTES : ATTACHMENT_MAX_BYTES;
      if (buffer.length > limit) {
        throw new AppError('PAYLOAD_TOO_LARGE', `${name} - File is too large (max ${megabytes(limit)})`);
      }
      const storedName = `${randomBytes(16).toString('hex')}.bin`;
      await fs.writeFile(path.join(dir, storedName), buffer);
      stored.push({ originalName: name.slice(0, 200), storedName, contentType: type, size: buffer.length });
    }
  } catch (error) {
    await Promise.all(stored.map((file) => fs.rm(path.join(dir, file.storedName), { force: true })));
    throw error;
  }
  return stored;
}
