// Alnak Station/Hallway (erratum in effect, CARD-25, EX-TRIG-04): once a turn, lose 1, only while
// no characters are here: the next time your target character is lost this turn, a delayed
// trigger (R-TRIG-09) puts it here.
import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { game, passes, run, T, zone } from './_gqi';

const sc = (atHallway: [CardEntry[], CardEntry[]] = [[], []]) => game({
  phase: 'battle',
  row: [
    { card: T.north, name: 'site', controller: 0,
      cards: [[{ card: T.trooper, name: 'unit', damaged: true }, { card: T.officer, name: 'aide' }], [{ card: T.officer, name: 'foe' }]] },
    { card: '1R294', name: 'hallway', controller: 0, cards: atHallway },
  ],
  battle: { location: '@site', attacker: 0, step: 'window5' },
});
const use = (targets: string[], refused?: string) =>
  ({ type: 'use', seat: 0, card: '@hallway', ability: 0, targets, ...(refused ? { refused } : {}) });

describe('1R294 Alnak Station/Hallway', () => {
  it('EX-TRIG-04 / 1R294 Alnak Station/Hallway: lose 1; the damaged unit lost in the end of battle step is put at the Hallway by the delayed trigger', () => {
    const toEnd = [use(['@unit']), { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, ...passes(),
      // The end of battle step destroys the damaged unit; the delayed trigger waits for initiative.
      ...passes()];
    const r = run({ ...sc(), actions: toEnd,
      expect: { battle: null, stack: 1, cards: { '@unit': { zone: 'lost' } }, piles: { 0: { lost: 2, reserve: 5, active: 6 } } } });
    expect(r.state.stack[0]).toMatchObject({ kind: 'delayed' });
    const out = run({ ...sc(), actions: [...toEnd, ...passes()],
      expect: { stack: 0, cards: { '@unit': { at: '@hallway', damaged: false } }, piles: { 0: { lost: 1 } } } });
    expect(zone(out, 'unit')).toBe('table');
    expect(out.state.watchers).toEqual([]);
  });
  it('1R294 Alnak Station/Hallway: usable only while no characters are here, either player\'s (R-GEN-02)', () => {
    run({ ...sc([[{ card: T.trooper }], []]), actions: [use(['@unit'], 'R-GEN-02')] });
    run({ ...sc([[], [{ card: T.trooper }]]), actions: [use(['@unit'], 'R-GEN-02')] });
  });
  it('1R294 Alnak Station/Hallway: the target is a character of yours (R-TGT-04); once each turn (R-ABIL-03); only its controller uses it (R-ABIL-02)', () => {
    run({ ...sc(), actions: [use(['@foe'], 'R-TGT-04')] });
    run({ ...sc(), actions: [use(['@unit']), { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, ...passes(), use(['@aide'], 'R-ABIL-03')] });
    run({ ...sc(), initiative: 1, actions: [{ type: 'use', seat: 1, card: '@hallway', ability: 0, targets: ['@foe'], refused: 'R-ABIL-02' }] });
  });
  it('1R294 Alnak Station/Hallway: "this turn": a character not lost by the end of the turn stays where it is, the trigger gone', () => {
    const r = run(game({
      phase: 'draw',
      row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: T.trooper, name: 'unit' }], []] },
        { card: '1R294', name: 'hallway', controller: 0 }],
      actions: [use(['@unit']), { type: 'choose', seat: 0, choice: { lose: 'reserve' } }, ...passes(), ...passes()],
      expect: { turnPlayer: 1, phase: 'activate', cards: { '@unit': { at: '@site' } } },
    }));
    expect(r.state.watchers).toEqual([]);
  });
});
