/**
 * Where the archive puts each stored file (decision 072): `media/<hash>.<extension>`, once per
 * content, the extension from the type sniffed at upload; a signed statement's PDF under
 * `statements/`. Pure: the README and the file list say the same names.
 */

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'audio/flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'text/vtt': 'vtt',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
}

/** The extension of a stored type; `bin` for one we do not name. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin'
}

/** `media/3f2a….jpg`. Only a hash of hex digits is a name (anything else would be a path). */
export function mediaFileName(hash: string, contentType: string): string {
  if (!/^[0-9a-f]{1,128}$/.test(hash)) throw new Error('export: a media hash is hex digits')
  return `media/${hash}.${extensionOf(contentType)}`
}

/** `statements/1102-v2.pdf`: where a signed statement's PDF sits in the archive. */
export function signedPdfName(row: { caseId?: unknown; version?: unknown }): string {
  return `statements/${Number(row.caseId)}-v${Number(row.version)}.pdf`
}
