/**
 * Decides a file's type from its first bytes, never from its name or the browser's claim:
 * a "holiday.png" that holds a script is refused. Returns null for anything not accepted.
 */
export function sniffFileType(head: Buffer, fileName: string): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  const ascii = (offset: number, text: string) =>
    head.subarray(offset, offset + text.length).toString('latin1') === text;
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (ascii(4, 'ftyp')) return 'video/mp4';
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  // Plain text has no signature: it must be named .txt and be valid UTF-8 without control bytes.
  if (/\.txt$/i.test(fileName) && isPlainText(head)) return 'text/plain';
  return null;
}

function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(trimIncompleteUtf8(head));
  } catch {
    return false;
  }
  return ![...head].some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b));
}

/** The sniffed head may cut a multi-byte character in two; drop the cut bytes before decoding. */
function trimIncompleteUtf8(buffer: Buffer): Buffer {
  let end = buffer.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = buffer[end - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (need > back) end -= back;
    break;
  }
  return buffer.subarray(0, end);
}
