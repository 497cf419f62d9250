/** The server takes at most 5 MB; a phone's photo of a paper reads well at 2,400 pixels on its long side. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const LONG_SIDE = 2400;
const KEEP_BELOW_BYTES = 2 * 1024 * 1024;

/**
 * The size to redraw a photo at before it is sent, or null to send it as it is: a photo over 2 MB or
 * larger than 2,400 pixels is made smaller (a 12-megapixel photo is 3 to 8 MB and would be refused).
 */
export function photoTarget(width: number, height: number, bytes: number): { width: number; height: number } | null {
  const long = Math.max(width, height);
  if (bytes <= KEEP_BELOW_BYTES && long <= LONG_SIDE) return null;
  const scale = Math.min(1, LONG_SIDE / long);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A photo redrawn as a JPEG no larger than it needs to be; a PDF, or what the browser cannot draw, as it is. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const target = photoTarget(bitmap.width, bitmap.height, file.size);
  if (!target) return file;
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, target.width, target.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ?? file;
}
