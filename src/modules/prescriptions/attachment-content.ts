import { inflateSync } from 'node:zlib';
import { AppError } from '../../lib/app-error.js';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export type AttachmentType = 'image/jpeg' | 'image/png' | 'application/pdf';

// Signatures at the start of the file: what it is, whatever its name or the browser says.
const SIGNATURES: readonly [AttachmentType, readonly number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
];

// A PDF's actions that run code or open things when the file is opened.
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/;

/** The attachment's type by its content, or 415 naming why (a PDF with scripts is refused, not cleaned). */
export function attachmentType(content: Buffer): AttachmentType {
  const type = SIGNATURES.find(([, bytes]) => bytes.every((byte, i) => content[i] === byte))?.[0];
  if (!type)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG or PDF (by its content, whatever its name).', [
      { field: 'file', issue: 'must be a JPEG or PNG photo or a PDF scan', reason: 'attachment_type' },
    ]);
  if (type === 'application/pdf' && pdfIsActive(content))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The PDF holds scripts or embedded files: scan or photograph the paper instead.', [
      { field: 'file', issue: 'a PDF with JavaScript, launch actions or embedded files is refused', reason: 'pdf_active_content' },
    ]);
  return type;
}

/**
 * Whether a PDF names active content, in its text or inside a compressed stream (object streams hide
 * dictionaries there, Flate-compressed). A stream in another encoding is not opened: scanners and phones write
 * images and Flate, and a PDF writer that hides scripts otherwise is not what a member sends.
 */
function pdfIsActive(content: Buffer): boolean {
  const text = content.toString('latin1');
  if (ACTIVE_PDF.test(text)) return true;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(content.subarray(start, end), { maxOutputLength: 16 * MAX_ATTACHMENT_BYTES });
      if (ACTIVE_PDF.test(inflated.toString('latin1'))) return true;
    } catch {
      // Not a Flate stream (an image, say), or damaged: nothing a reader would run.
    }
    streams.lastIndex = end;
  }
  return false;
}
