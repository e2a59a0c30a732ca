// Transport Vessel (erratum, CARD-18, EX-RUL-10): once a turn, pay 4: the next time your target unit
// in a battle at a related site is destroyed this turn, a delayed trigger (R-TRIG-09) puts it aboard.
import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { energy, game, L, passes } from './_ems';

const sc = (battleAt: string = L.north, mine: CardEntry[] = [{ card: L.trooper, name: 'unit', damaged: true }], active = 6) => game({
  phase: 'battle',
  players: [{ active: energy(active) }, {}],
  row: [
    { card: battleAt, name: 'site', controller: 0, cards: [mine, [{ card: L.officer, name: 'foe' }]] },
    { card: L.south, name: 'quiet', controller: 0, cards: [[{ card: L.warrior, name: 'idle' }], []] },
    { card: L.orbit, name: 'orbit', controller: 0, cards: [[{ card: '1R213', name: 'vessel' }], []] },
  ],
  battle: { location: '@site', attacker: 0, step: 'window5' },
});
const use = (targets: string[], refused?: string) =>
  ({ type: 'use', seat: 0, card: '@vessel', ability: 0, targets, ...(refused ? { refused } : {}) });

describe('1R213 Transport Vessel', () => {
  it('EX-RUL-10 / 1R213 Transport Vessel: pay 4; the unit destroyed in the end of battle step is put aboard this ship by a delayed trigger (R-TRIG-09)', () => {
    const toEnd = [use(['@unit']), ...passes(), ...passes()];
    const r = play({ ...sc(), actions: toEnd,
      expect: { battle: null, stack: 1, cards: { '@unit': { zone: 'lost' } }, piles: { 0: { active: 2, used: 4 } } } });
    expect(r.state.stack[0]).toMatchObject({ kind: 'delayed' });
    const out = play({ ...sc(), actions: [...toEnd, ...passes()],
      expect: { stack: 0, cards: { '@unit': { damaged: false } }, piles: { 0: { lost: 0 } } } });
    expect(out.state.table[out.loaded.ref('@unit', 'unit')].under).toBe(out.loaded.ref('@vessel', 'vessel'));
    expect(out.state.watchers).toEqual([]);
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: the target is your unit in a battle at a related site: not at an unrelated site, not out of the battle, not theirs (R-TGT-04)', () => {
    play({ ...sc(L.farSite), actions: [use(['@unit'], 'R-TGT-04')] });
    play({ ...sc(), actions: [use(['@idle'], 'R-TGT-04'), use(['@foe'], 'R-TGT-04')] });
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: once each turn (R-ABIL-03); 4 energy in the active pile (R-PLAY-04)', () => {
    play({ ...sc(L.north, [{ card: L.trooper, name: 'unit' }, { card: L.warrior, name: 'second' }]),
      actions: [use(['@unit']), ...passes(), use(['@second'], 'R-ABIL-03')] });
    play({ ...sc(L.north, undefined, 3), actions: [use(['@unit'], 'R-PLAY-04')] });
  });
  it('EX-RUL-10 / 1R213 Transport Vessel: using it moves nothing: the unit stays in the battle and the delayed trigger waits for its destruction', () => {
    const r = play(game({
      phase: 'battle',
      row: [
        { card: L.north, name: 'site', controller: 0, cards: [[{ card: L.trooper, name: 'unit' }], [L.officer]] },
        { card: L.orbit, name: 'orbit', controller: 0, cards: [[{ card: '1R213', name: 'vessel' }], []] },
      ],
      battle: { location: '@site', attacker: 0, step: 'window1' },
      actions: [use(['@unit']), ...passes()],
      expect: { cards: { '@unit': { at: '@site' } } },
    }));
    expect(r.state.watchers).toHaveLength(1);
  });
  it('AMB-06 / 1R213 Transport Vessel: a unit put aboard by the ability ignores capacity: a full vessel still takes it (R-SHIP-05)', () => {
    const full = game({
      phase: 'battle',
      players: [{ active: energy(6) }, {}],
      row: [
        { card: L.north, name: 'site', controller: 0, cards: [[{ card: L.trooper, name: 'unit', damaged: true }], [{ card: L.officer, name: 'foe' }]] },
        { card: L.orbit, name: 'orbit', controller: 0,
          cards: [[{ card: '1R213', name: 'vessel', beneath: [L.trooper, L.trooper, L.trooper, L.trooper] }], []] },
      ],
      battle: { location: '@site', attacker: 0, step: 'window5' },
    });
    const out = play({ ...full, actions: [use(['@unit']), ...passes(), ...passes(), ...passes()], expect: { stack: 0 } });
    const vessel = out.loaded.ref('@vessel', 'vessel');
    expect(Object.values(out.state.table).filter((t) => t.under === vessel)).toHaveLength(5);
  });
});
