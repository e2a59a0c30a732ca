// What the coach rings on the table, drawn as one style sheet: each ring is a rule for the
// selector the table answers (ringSelector), so whatever renders the card, pile or button wears
// the ring without knowing of lessons. The rules also carry the ring's role and group as custom
// properties: the browser tests read them to follow a lesson by what it highlights. A ringed card
// is brought into view: a phone's row shows two or three of its lanes.
import { useEffect } from 'react';
import { ringSelector } from '../../learn/coach/marks';
import type { Ring } from '../../learn/coach/marks';

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
  useEffect(() => {
    if (!cards) return;
    const frame = requestAnimationFrame(() => {
      for (const sel of cards.split(', ')) document.querySelector(sel)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [cards]);
  return <style id="coach-rings">{css}</style>;
}
