// What the coach rings on the table, drawn as one style sheet: each ring is a rule for the
// selector the table answers (ringSelector), so whatever renders the card, pile or button wears
// the ring without knowing of lessons. The rules also carry the ring's role and group as custom
// properties: the browser tests read them to follow a lesson by what it highlights. A ringed card
// is brought into view: a phone's row shows two of its lanes, so where the cards ringed lie in
// three or four lanes side by side the lanes narrow until those fit on the screen together.
import { useEffect, useLayoutEffect, useState } from 'react';
import { ringSelector } from '../../learn/coach/marks';
import type { Ring } from '../../learn/coach/marks';
import { useNarrow } from '../useNarrow';

/** The most lanes a phone's row is narrowed to show at once (a lane of a fifth of a phone is
 * narrower than a card). */
const MOST_LANES = 4;

/** The width of a lane for the cards of `selectors` to be seen together on the row, in pixels,
 * when they lie in three or more lanes side by side (up to MOST_LANES); 0 when they need no
 * narrowing or cannot have it. */
function fittedLane(selectors: readonly string[]): number {
  const row = document.querySelector('.location-row');
  if (!row) return 0;
  const lanes = [...row.querySelectorAll(':scope > .lane')];
  const at = selectors.map((sel) => lanes.indexOf(document.querySelector(sel)?.closest('.lane') as Element)).filter((i) => i >= 0);
  const span = at.length === 0 ? 0 : Math.max(...at) - Math.min(...at) + 1;
  if (span <= 2 || span > MOST_LANES) return 0;
  const style = getComputedStyle(row);
  const inside = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return Math.floor((inside - (span - 1) * parseFloat(style.columnGap || '0')) / span);
}

/** Parts of the table in the side panel, a drawer on narrow screens: its toggle is ringed too. */
const IN_DRAWER = new Set(['battle', 'stack', 'log']);

function rule(r: Ring): string {
  const look = r.role === 'look';
  return `${ringSelector(r)} { --coach-role: ${r.role}; --coach-group: ${r.group ?? 0}; outline: 3px ${look ? 'dashed var(--cyan)' : 'solid var(--gold)'} !important; outline-offset: -3px; ${look ? '' : 'animation: coach-pulse 1.6s ease-in-out infinite;'} }`;
}

export function CoachRings({ rings }: { rings: readonly Ring[] }) {
  const drawer = rings.some((r) => r.kind === 'part' && IN_DRAWER.has(r.part));
  const css = [...rings.map(rule), ...(drawer ? [rule({ kind: 'part', part: 'details', role: 'look' })] : [])].join('\n');
  // Each ringed card in turn, the first last, so where two cannot both be shown the first is.
  const cards = rings.filter((r) => r.kind === 'card').map(ringSelector).reverse().join(', ');
  const narrow = useNarrow();
  // A lane's width for the ringed cards to fit on a phone's screen at once (0: as the table lays
  // the lanes out).
  const [fit, setFit] = useState(0);
  useLayoutEffect(() => setFit(narrow && cards ? fittedLane(cards.split(', ')) : 0), [cards, narrow]);
  useEffect(() => {
    if (!cards) return;
    const frame = requestAnimationFrame(() => {
      for (const sel of cards.split(', ')) document.querySelector(sel)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [cards, fit]);
  const lanes = fit ? `\n.location-row > .lane { box-sizing: border-box; min-width: ${fit}px; max-width: ${fit}px; }` : '';
  return <style id="coach-rings">{css + lanes}</style>;
}
