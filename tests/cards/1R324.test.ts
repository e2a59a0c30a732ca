// Titan/Raving Red's Refuge (erratum in effect, CARD-26, EX-RUL-14): like Alnak Station/Hallway, for
// fighters: once a turn, lose 1, only while no fighters are here: the next time your target fighter
// is lost this turn, a delayed trigger (R-TRIG-09) puts it here.
import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { game, passes, run, T } from './_gqi';

const sc = (atRefuge: [CardEntry[], CardEntry[]] = [[], []]) => game({
  phase: 'battle',
  row: [
    { card: T.orbit, name: 'orbit', controller: 0,
      cards: [[{ card: T.fighter, name: 'fighter', damaged: true }, { card: T.capital, name: 'capital' }],
        [{ card: T.fighter, name: 'theirs' }]] },
    { card: '1R324', name: 'refuge', controller: 0, cards: atRefuge },
  ],
  battle: { location: '@orbit', attacker: 0, step: 'window5' },
});
const use = (targets: string[], refused?: string) =>
  ({ type: 'use', seat: 0, card: '@refuge', ability: 0, targets, ...(refused ? { refused } : {}) });
const lose1 = { type: 'choose', seat: 0, choice: { lose: 'active' } };

describe('1R324 Titan/Raving Red\'s Refuge', () => {
  it('EX-RUL-14 / 1R324 Titan/Raving Red\'s Refuge: lose 1; the fighter lost in the end of battle step comes back at the Refuge by a delayed trigger', () => {
    const toEnd = [use(['@fighter']), lose1, ...passes(), ...passes()];
    const r = run({ ...sc(), actions: toEnd,
      expect: { battle: null, stack: 1, cards: { '@fighter': { zone: 'lost' }, '@capital': { at: '@orbit' } }, piles: { 0: { active: 5 } } } });
    expect(r.state.stack[0]).toMatchObject({ kind: 'delayed' });
    const out = run({ ...sc(), actions: [...toEnd, ...passes()],
      expect: { stack: 0, cards: { '@fighter': { at: '@refuge', damaged: false } } } });
    expect(out.state.watchers).toEqual([]);
  });
  it('EX-RUL-14 / 1R324 Titan/Raving Red\'s Refuge: usable only if no fighters are here (R-GEN-02); a capital here does not stop it', () => {
    run({ ...sc([[], [{ card: T.fighter }]]), actions: [use(['@fighter'], 'R-GEN-02')] });
    run({ ...sc([[{ card: T.fighter }], []]), actions: [use(['@fighter'], 'R-GEN-02')] });
    run({ ...sc([[{ card: T.capital }], []]), actions: [use(['@fighter']), lose1], expect: { piles: { 0: { active: 5, lost: 1 } } } });
  });
  it('EX-RUL-14 / 1R324 Titan/Raving Red\'s Refuge: only your fighter is a legal target, not a capital or theirs (R-TGT-04); once each turn (R-ABIL-03)', () => {
    run({ ...sc(), actions: [use(['@capital'], 'R-TGT-04'), use(['@theirs'], 'R-TGT-04')] });
    run({ ...sc(), actions: [use(['@fighter']), lose1, ...passes(), use(['@fighter'], 'R-ABIL-03')] });
  });
});
