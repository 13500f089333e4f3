const MB = 1024 * 1024

/** "12 MB", "340 KB": a file's size as the upload limits and the screens say it. */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`
}
