// A seeded generator whose whole state is one 32-bit number kept in the game state, so that a
// game is fully determined by its seed, the two decks and the list of actions (mulberry32).

/** Returns the next state and a float in [0, 1). */
export function next(rng: number): [number, number] {
  const s = (rng + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [s, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** Fisher-Yates shuffle of a copy; returns the new generator state too. */
export function shuffle<T>(rng: number, items: readonly T[]): [number, T[]] {
  const out = items.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [nr, f] = next(r);
    r = nr;
    const j = Math.floor(f * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [r, out];
}

/** An integer in [0, n). */
export function pick(rng: number, n: number): [number, number] {
  const [r, f] = next(rng);
  return [r, Math.floor(f * n)];
}
