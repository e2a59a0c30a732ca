// Storage that lasts: asking the browser to keep this app's data (navigator.storage.persist),
// and how full the space for saves is. Saves live in localStorage, which browsers cap at about
// five million characters per site whatever the disk holds, so that is the budget warned about;
// the browser's own estimate (navigator.storage.estimate) covers the app's files as well.

/** About what a browser keeps in localStorage for one site, in characters. */
export const LOCAL_BUDGET_CHARS = 5_000_000;
/** Warn from this share of the budget on: enough room left for a long game. */
export const WARN_SHARE = 0.8;

export interface StorageHealth {
  /** Whether the browser promised to keep the data (null: it cannot say). */
  persisted: boolean | null;
  /** The browser's estimate for all of this app's data, in bytes. */
  usage: number | null;
  quota: number | null;
}

const manager = (): StorageManager | null => (typeof navigator !== 'undefined' && navigator.storage ? navigator.storage : null);

let asked = false;
/** Asks once per page for the data to be kept; browsers grant or refuse it without asking the
 * player, or ask them once. */
export async function askToKeep(): Promise<boolean | null> {
  const m = manager();
  if (asked || !m?.persist) return null;
  asked = true;
  try { return await m.persist(); } catch { return null; }
}

export async function readHealth(): Promise<StorageHealth> {
  const m = manager();
  const out: StorageHealth = { persisted: null, usage: null, quota: null };
  try { if (m?.persisted) out.persisted = await m.persisted(); } catch { /* unknown */ }
  try {
    if (m?.estimate) {
      const e = await m.estimate();
      out.usage = e.usage ?? null;
      out.quota = e.quota ?? null;
    }
  } catch { /* unknown */ }
  return out;
}

const mb = (n: number) => `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} MB`;

/** The warning to show when saves fill most of their space, or null. */
export function fullnessWarning(savedChars: number): string | null {
  const share = savedChars / LOCAL_BUDGET_CHARS;
  if (share < WARN_SHARE) return null;
  return `Saved games and decks fill ${Math.min(99, Math.round(share * 100))}% of the space this browser gives them: export the games you want to keep and delete old ones, or new moves may stop being saved.`;
}

/** What the saved-games screen says about storage, in plain sentences. */
export function healthLines(h: StorageHealth, savedChars: number): string[] {
  const lines = [
    h.persisted === true ? 'This browser has agreed to keep the saved games on this device until you delete them.'
      : h.persisted === false ? 'This browser may clear saved games if the device runs short of space: export the games you want to keep.'
        : 'This browser does not say whether it will keep saved games: export the games you want to keep.',
    `Saved games and decks use ${mb(savedChars)} of about ${mb(LOCAL_BUDGET_CHARS)}.`,
  ];
  if (h.usage !== null && h.quota !== null) lines.push(`All of this app's data, its own files included: ${mb(h.usage)} of ${mb(h.quota)} the browser allows.`);
  return lines;
}
