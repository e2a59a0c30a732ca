// Saving text as a file the player downloads, and reading a file the player picks.
export function downloadText(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Files larger than this are refused unread. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

export async function readFileText(file: File, maxBytes = MAX_FILE_BYTES): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > maxBytes) return { ok: false, message: `The file is too large (${Math.ceil(file.size / 1024)} KB); the limit is ${Math.floor(maxBytes / 1024)} KB.` };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: 'The file could not be read.' };
  }
}
