import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '@pitchside/contract/support';
import { AppError } from '../../lib/app-error.ts';
import { asUploadError } from '../../lib/multipart-error.ts';
import { sniffFileType } from './sniff-file-type.ts';

export interface StoredFile {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
}

/** A message as received: its text fields, its files already on disk, and how to remove them. */
export interface ReceivedMessage {
  fields: Record<string, string>;
  files: StoredFile[];
  /** Removes the stored files again: the message they belonged to was refused. */
  discard(): Promise<void>;
}

const SNIFF_BYTES = 4096;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const invalid = (name: string) => new AppError('VALIDATION_FAILED', `${name} - Invalid file type`);
const totalTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The files of one message may not exceed ${megabytes(ATTACHMENTS_TOTAL_MAX_BYTES)} in total`,
  );
const tooLarge = (name: string, limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `${name} - File is too large (max ${megabytes(limit)})`);

/**
 * Reads a multipart message while it streams in: each file goes straight to DATA_DIR/attachments
 * under a random name, its type decided by its first bytes and its size counted as it arrives.
 * The sixth file, a file past its type's limit (10 MB, video 50 MB) or a message past the total
 * cap is refused at once, without reading the rest, and nothing of the message stays on disk.
 * The server never holds more than a chunk of an upload in memory.
 */
export interface StorageAllowance {
  /** Bytes the sender may still store (their quota less what they keep); receiving stops there. */
  bytesLeft: number;
  /** The refusal once the message would pass it. */
  exceeded: () => AppError;
}

export async function receiveMessage(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  allowance?: StorageAllowance,
): Promise<ReceivedMessage> {
  const fields: Record<string, string> = {};
  const files: StoredFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => fs.rm(path.join(dir, file.storedName), { force: true })));
  };
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, string>, files, discard };
  }
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = path.basename(part.filename || 'file');
      if (files.length >= ATTACHMENT_MAX_FILES) {
        throw new AppError('VALIDATION_FAILED', `Maximum ${ATTACHMENT_MAX_FILES} files allowed`);
      }
      // The sender's storage quota, where it is tighter than the per-message cap, stops it first.
      const byQuota = allowance && allowance.bytesLeft < ATTACHMENTS_TOTAL_MAX_BYTES;
      if (byQuota && allowance.bytesLeft - total <= 0) throw allowance.exceeded();
      await fs.mkdir(dir, { recursive: true });
      const file = await streamToDisk(
        part.file,
        dir,
        name,
        byQuota ? allowance.bytesLeft - total : ATTACHMENTS_TOTAL_MAX_BYTES - total,
        byQuota ? allowance.exceeded : totalTooLarge,
      );
      files.push(file);
      total += file.size;
    }
  } catch (error) {
    await discard();
    // The rest of a refused upload is never read: the connection closes once the answer is out,
    // rather than staying open, paused and half-read, until a timeout.
    reply.header('connection', 'close');
    throw asUploadError(error);
  }
  return { fields, files, discard };
}

/**
 * Receives a message and hands it to `use`; when `use` refuses it (a closed ticket, a bad field,
 * a failed insert), the files received for it are removed, so a refusal leaves nothing on disk.
 */
export async function withReceivedMessage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  dir: string,
  use: (message: ReceivedMessage) => Promise<T>,
  allowance?: StorageAllowance,
): Promise<T> {
  const message = await receiveMessage(request, reply, dir, allowance);
  try {
    return await use(message);
  } catch (error) {
    await message.discard();
    throw error;
  }
}

async function streamToDisk(
  stream: Readable & { truncated?: boolean },
  dir: string,
  name: string,
  remaining: number,
  overflow: () => AppError,
): Promise<StoredFile> {
  const storedName = `${randomBytes(16).toString('hex')}.bin`;
  const target = path.join(dir, storedName);
  const handle = await fs.open(target, 'wx');
  let size = 0;
  let head = Buffer.alloc(0);
  let type: string | null = null;
  const decide = (): string => {
    const sniffed = sniffFileType(head.subarray(0, SNIFF_BYTES), name);
    if (!sniffed) throw invalid(name);
    return sniffed;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!type) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) type = decide();
      }
      size += chunk.length;
      // Until the type is known (the first 4 KB) only the largest limit can apply.
      const limit = type && !type.startsWith('video/') ? ATTACHMENT_MAX_BYTES : VIDEO_MAX_BYTES;
      if (size > limit) throw tooLarge(name, limit);
      if (size > remaining) throw overflow();
      await handle.write(chunk);
    }
    type ??= decide();
    // The parser's own cap (the video limit) cut the file short: it was too large.
    if (stream.truncated) throw tooLarge(name, VIDEO_MAX_BYTES);
    await handle.close();
    return { originalName: name.slice(0, 200), storedName, contentType: type, size };
  } catch (error) {
    await handle.close().catch(() => {});
    await fs.rm(target, { force: true });
    throw error;
  }
}
