/** Decides a file's format from its first bytes, never from its name. */
export type DetectedFormat =
  | { format: 'xlsx' }
  | { format: 'csv'; encoding: 'utf-8' | 'utf-16le' | 'utf-16be'; bomLength: number }
  | { format: 'unsupported'; issue: string; reason: string };

/** Formats told by their first bytes: the issue in English, and its reason for a client to say it in its own language. */
const SIGNATURES: [number[], string, string][] = [
  [[0xd0, 0xcf, 0x11, 0xe0], 'is an old Excel (.xls) or other OLE file: save it as .xlsx or CSV', 'old_excel'],
  [[0x25, 0x50, 0x44, 0x46], 'is a PDF', 'pdf'],
  [[0x89, 0x50, 0x4e, 0x47], 'is a PNG image', 'image'],
  [[0xff, 0xd8, 0xff], 'is a JPEG image', 'image'],
  [[0x1f, 0x8b], 'is gzip-compressed', 'compressed'],
];

export function detectFormat(head: Buffer): DetectedFormat {
  const startsWith = (bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (startsWith([0x50, 0x4b, 0x03, 0x04])) return { format: 'xlsx' };
  for (const [bytes, issue, reason] of SIGNATURES) if (startsWith(bytes)) return { format: 'unsupported', issue, reason };
  if (startsWith([0xef, 0xbb, 0xbf])) return { format: 'csv', encoding: 'utf-8', bomLength: 3 };
  if (startsWith([0xff, 0xfe])) return { format: 'csv', encoding: 'utf-16le', bomLength: 2 };
  if (startsWith([0xfe, 0xff])) return { format: 'csv', encoding: 'utf-16be', bomLength: 2 };
  // Text has no NUL bytes; UTF-16 without a BOM is not accepted (it cannot be told apart reliably).
  if (head.subarray(0, 4096).includes(0)) return { format: 'unsupported', issue: 'is binary, not text', reason: 'binary' };
  return { format: 'csv', encoding: 'utf-8', bomLength: 0 };
}
