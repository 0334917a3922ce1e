import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_TYPES,
  VIDEO_MAX_BYTES,
} from '@pitchside/contract/support-limits';

/** What the file input offers; the server checks the content again, this only spares a wasted upload. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_TYPES,
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.pdf',
  '.txt',
  '.mp4',
  '.webm',
].join(',');

const EXTENSION_TYPES: Record<string, (typeof ATTACHMENT_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The accepted type of a chosen file, by its reported type or else its extension (some systems report none). */
export function attachmentType(file: Pick<File, 'name' | 'type'>): string | undefined {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension];
}

export const maxBytesFor = (type: string) =>
  type.startsWith('video/') ? VIDEO_MAX_BYTES : ATTACHMENT_MAX_BYTES;

/** Sizes as the spec's upload texts write them ("10 MB"). */
export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export type AttachmentProblem =
  | { kind: 'invalidType'; name: string }
  | { kind: 'tooLarge'; name: string; size: string }
  | { kind: 'tooMany'; max: number };

/**
 * Adds newly chosen files to the ones already attached, keeping the acceptable ones: wrong types
 * and oversized files are refused by name, and anything past the 5-file limit is dropped.
 */
export function addAttachments(
  current: File[],
  chosen: File[],
): { files: File[]; problems: AttachmentProblem[] } {
  const files = [...current];
  const problems: AttachmentProblem[] = [];
  let overflow = false;
  for (const file of chosen) {
    const type = attachmentType(file);
    if (!type) {
      problems.push({ kind: 'invalidType', name: file.name });
      continue;
    }
    const limit = maxBytesFor(type);
    if (file.size > limit) {
      problems.push({ kind: 'tooLarge', name: file.name, size: megabytes(limit) });
      continue;
    }
    if (files.length >= ATTACHMENT_MAX_FILES) {
      overflow = true;
      continue;
    }
    files.push(file);
  }
  if (overflow) problems.push({ kind: 'tooMany', max: ATTACHMENT_MAX_FILES });
  return { files, problems };
}

/**
 * The server answers with the same upload texts in English; they are recognised so the reader
 * sees them in their own language.
 */
export function parseUploadMessage(message: string): AttachmentProblem | undefined {
  const invalid = /^(.+) - Invalid file type$/.exec(message);
  if (invalid?.[1]) return { kind: 'invalidType', name: invalid[1] };
  const large = /^(.+) - File is too large \(max (.+)\)$/.exec(message);
  if (large?.[1] && large[2]) return { kind: 'tooLarge', name: large[1], size: large[2] };
  const many = /^Maximum (\d+) files allowed$/.exec(message);
  if (many?.[1]) return { kind: 'tooMany', max: Number(many[1]) };
  return undefined;
}
