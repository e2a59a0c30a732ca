// legalActions lists exactly what check accepts: sampled positions of a random game, against
// candidates built from every card id rather than from the position.
import { describe, expect, it } from 'vitest';
import { apply, check, createXcomGame, legalActions, staging } from '../../src/xcom/index';
import type { CardId, XAction, XState } from '../../src/xcom/index';
import { pick } from '../../src/engine/rng';
import { sideCards } from '../../src/xcom/cards';

const ALL: CardId[] = [0, 1].flatMap((seat) => sideCards(seat === 0 ? 'earth' : 'alien').map((_, i) => `${seat}.${i}`));

function candidates(s: XState, r0: number): XAction[] {
  const seat = s.acting;
  const play = s.sides[seat].play;
  const out: XAction[] = [{ type: 'pass', seat }];
  for (const id of ALL) {
    out.push({ type: 'supply', seat, card: id }, { type: 'boost', seat, card: id }, { type: 'meld', seat, card: id });
    out.push({ type: 'trash', seat, target: id }, { type: 'search', seat, target: id });
    for (const card of play) out.push({ type: 'call', seat, card, target: id }, { type: 'kill', seat, card, target: id });
    for (const card of play) for (const trash of staging(s, seat)) out.push({ type: 'superSearch', seat, card, find: id, trash });
  }
  let r = r0;
  for (const target of staging(s, seat)) {
    for (let k = 0; k < 40; k++) {
      const paying = play.filter(() => { const [nr, f] = pick(r, 2); r = nr; return f === 1; });
      out.push({ type: 'buy', seat, target, paying, boosted: [] });
      out.push({ type: 'buy', seat, target, paying, boosted: paying.filter((id) => sideCards('earth')[Number(id.slice(2))]?.name === 'Research Project' && id.startsWith('0.')) });
    }
  }
  return out;
}

const key = (a: XAction) => JSON.stringify(a, Object.keys(a).sort());

describe('X-COM legal list', () => {
  it('XR-TURN-01 XR-TURN-02: every action check accepts is listed, and every listed one is accepted', () => {
    let s = createXcomGame(31);
    let r = 9;
    let step = 0;
    let compared = 0;
    while (s.phase !== 'over' && s.turn < 12) {
      const listed = legalActions(s);
      if (step % 7 === 0) {
        const listedKeys = new Set(listed.map(key));
        for (const a of listed) expect(check(s, a)).toBeNull();
        for (const a of candidates(s, step)) {
          if (check(s, a) === null) expect(listedKeys.has(key(a)), key(a)).toBe(true);
        }
        compared++;
      }
      const [nr, i] = pick(r, listed.length);
      r = nr;
      const res = apply(s, listed[i]);
      if (!res.ok) throw new Error(res.refusal.rule);
      s = res.state;
      step++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
