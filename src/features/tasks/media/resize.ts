/**
 * Large photos made smaller in the browser before they are sent (issue 19 point 5, decision 038),
 * with compressorjs, loaded only when a photo needs it. A phone's photo is often 4–12 MB and
 * 4000+ pixels wide; 3000 pixels at JPEG quality 0.9 still prints well and fills any screen, and
 * sends in a fraction of the time on a weak connection. Whatever goes wrong, the original is sent.
 */

/** Below this a photo is sent as it is: resizing would save little and may cost quality. */
export const RESIZE_FROM_BYTES = 1.5 * 1024 * 1024
/** The longest side kept: enough for a printed 10×8 at 300 dpi and for any screen. */
export const RESIZE_MAX_SIDE = 3000
export const RESIZE_JPEG_QUALITY = 0.9

/** PNG's animation chunk (APNG) comes before the first image data: its presence in the head is enough. */
export function isAnimatedPng(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, Math.min(head.length, 4096)))
  const animation = text.indexOf('acTL')
  const data = text.indexOf('IDAT')
  return animation !== -1 && (data === -1 || animation < data)
}

/**
 * Whether a chosen photo is worth resizing: only still JPEG and PNG (GIF and WebP may be
 * animated, and a canvas would keep one frame), only large ones.
 */
export function worthResizing(file: { type: string; size: number }): boolean {
  return (file.type === 'image/jpeg' || file.type === 'image/png') && file.size >= RESIZE_FROM_BYTES
}

/** The file to send for `file`: a smaller copy with the same name when that helps, else the file itself. */
export async function prepareForUpload(file: File): Promise<File> {
  if (!worthResizing(file)) return file
  try {
    if (file.type === 'image/png' && isAnimatedPng(new Uint8Array(await file.slice(0, 4096).arrayBuffer()))) return file
    const { default: Compressor } = await import('compressorjs/dist/compressor.esm.js')
    const smaller = await new Promise<Blob>((resolve, reject) => {
      // oxlint-disable-next-line no-new -- the library works from its constructor and answers through the callbacks
      new Compressor(file, {
        maxWidth: RESIZE_MAX_SIDE,
        maxHeight: RESIZE_MAX_SIDE,
        quality: RESIZE_JPEG_QUALITY,
        // A PNG stays a PNG (its transparency kept); the library's default turns large ones into JPEG.
        convertSize: Number.POSITIVE_INFINITY,
        // Turns the pixels as the camera's orientation says, then drops the EXIF (where it was taken, too).
        checkOrientation: true,
        // Keeps the original when the copy would be larger.
        strict: true,
        success: resolve,
        error: reject,
      })
    })
    if (smaller === file || smaller.size >= file.size) return file
    return new File([smaller], file.name, { type: smaller.type || file.type, lastModified: file.lastModified })
  } catch {
    // A photo the browser cannot draw (or no memory for it): the server judges the original.
    return file
  }
}
