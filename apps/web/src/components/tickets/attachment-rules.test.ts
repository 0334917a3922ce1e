import { describe, expect, it } from 'vitest';
import { addAttachments, attachmentType, parseUploadMessage } from './attachment-rules';

const file = (name: string, type: string, size = 100) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1024 * 1024;

describe('attachment rules', () => {
  it('accepts images, PDF, TXT and video by type, or by extension when the type is unknown', () => {
    expect(attachmentType(file('a.webp', 'image/webp'))).toBe('image/webp');
    expect(attachmentType(file('log.txt', ''))).toBe('text/plain');
    expect(attachmentType(file('clip.WEBM', 'application/octet-stream'))).toBe('video/webm');
    expect(attachmentType(file('doc.docx', 'application/vnd.openxmlformats'))).toBeUndefined();
    // A known but different type is not overruled by a friendly name.
    expect(attachmentType(file('fake.png', 'text/html'))).toBeUndefined();
  });

  it('allows 10 MB per file and 50 MB per video, exactly at the limit', () => {
    expect(addAttachments([], [file('a.png', 'image/png', 10 * MB)]).problems).toEqual([]);
    expect(addAttachments([], [file('a.png', 'image/png', 10 * MB + 1)]).problems).toEqual([
      { kind: 'tooLarge', name: 'a.png', size: '10 MB' },
    ]);
    expect(addAttachments([], [file('v.mp4', 'video/mp4', 50 * MB)]).problems).toEqual([]);
    expect(addAttachments([], [file('v.mp4', 'video/mp4', 50 * MB + 1)]).problems).toEqual([
      { kind: 'tooLarge', name: 'v.mp4', size: '50 MB' },
    ]);
  });

  it('keeps at most 5 files and says so once', () => {
    const seven = Array.from({ length: 7 }, (_, i) => file(`${i}.png`, 'image/png'));
    const result = addAttachments([], seven);
    expect(result.files).toHaveLength(5);
    expect(result.problems).toEqual([{ kind: 'tooMany', max: 5 }]);
  });

  it('recognises the server upload texts', () => {
    expect(parseUploadMessage('cat.png - Invalid file type')).toEqual({
      kind: 'invalidType',
      name: 'cat.png',
    });
    expect(parseUploadMessage('my - big.png - File is too large (max 10 MB)')).toEqual({
      kind: 'tooLarge',
      name: 'my - big.png',
      size: '10 MB',
    });
    expect(parseUploadMessage('Maximum 5 files allowed')).toEqual({ kind: 'tooMany', max: 5 });
    expect(parseUploadMessage('Subject must be at least 5 characters')).toBeUndefined();
  });
});
