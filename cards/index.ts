// Which cards have their abilities encoded and may be played. Card authors add numbers here
// as they implement cards (with a tests/cards/<number>.test.ts each).
export const IMPLEMENTED: ReadonlySet<string> = new Set();

export function isImplemented(n: string): boolean {
  return IMPLEMENTED.has(n);
}
