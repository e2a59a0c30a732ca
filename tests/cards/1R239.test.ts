// Kayaldi (erratum, CARD-19, EX-RUL-11): once a turn, lose 2: the next time she moves this turn to a
// site holding an opposing character, a delayed trigger (R-TRIG-09) turns over the two top cards
// of your used pile; when both are units, a character there may be destroyed.
import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { energy, game, logged, passes, run, T } from './_gqi';

// The movement's 1 energy comes off the top of the active pile onto the used pile (R-ENERGY-05).
const sc = (activeTop: CardEntry, usedTop: CardEntry[], theirsAtMiddle: CardEntry[] = [{ card: T.officer, name: 'foe' }]) => game({
  phase: 'move',
  players: [{ active: [activeTop, ...energy(5)], used: usedTop }, {}],
  row: [
    { card: T.north, name: 'north', controller: 0, cards: [[{ card: '1R239', name: 'kayaldi' }], []] },
    { card: T.middle, name: 'middle', controller: 0, cards: [[{ card: T.trooper, name: 'mine' }], theirsAtMiddle] },
    { card: T.south, name: 'south', controller: 0 },
  ],
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@kayaldi', ability: 0, ...(refused ? { refused } : {}) });
const lose2 = [{ type: 'choose', seat: 0, choice: { lose: 'reserve' } }, { type: 'choose', seat: 0, choice: { lose: 'reserve' } }];
const armed = [use(), ...lose2, ...passes()];
const moveTo = (to: string) => [{ type: 'move', seat: 0, card: '@kayaldi', to }, ...passes()];

describe('1R239 Kayaldi', () => {
  it('EX-RUL-11 / 1R239 Kayaldi: she moves to a site with their character; the top two used cards are both units: she may destroy a target character there', () => {
    const r = run({ ...sc({ card: T.trooper, name: 'paid' }, [{ card: T.tank, name: 'under' }]),
      actions: [...armed, ...moveTo('@middle'), ...passes(),
        { type: 'choose', seat: 0, choice: { option: 0 } }, { type: 'choose', seat: 0, choice: { pick: '@foe' } }],
      expect: { cards: { '@foe': { zone: 'lost' }, '@kayaldi': { at: '@middle' }, '@mine': { at: '@middle' }, '@paid': { zone: 'used' } },
        piles: { 0: { lost: 2, reserve: 4 } }, stack: 0 } });
    logged(r, 'P1 reveals the top of the used pile: Plain Trooper, Plain Tank.');
    expect(r.state.watchers).toEqual([]);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: "you may": she may destroy nothing', () => {
    run({ ...sc(T.trooper, [T.tank]), actions: [...armed, ...moveTo('@middle'), ...passes(), { type: 'choose', seat: 0, choice: { option: 1 } }],
      expect: { cards: { '@foe': { at: '@middle' } }, stack: 0, decision: null } });
  });
  it('EX-RUL-11 / 1R239 Kayaldi: only if both are units: a non-unit on top (the energy paid to move) destroys nothing, no choice asked', () => {
    const r = run({ ...sc(T.d3, [T.tank]), actions: [...armed, ...moveTo('@middle'), ...passes()],
      expect: { cards: { '@foe': { at: '@middle' } }, stack: 0, decision: null } });
    logged(r, 'P1 reveals the top of the used pile: Destiny 3, Plain Tank.');
    run({ ...sc(T.trooper, []), actions: [...armed, ...moveTo('@middle'), ...passes()],
      expect: { cards: { '@foe': { at: '@middle' } }, decision: null } });
  });
  it('EX-RUL-11 / 1R239 Kayaldi: a move to a site where the opponent has no character does not set it off: it keeps waiting', () => {
    const r = run({ ...sc(T.trooper, [T.tank], [{ card: T.tank, name: 'theirTank' }]), actions: [...armed, ...moveTo('@middle')],
      expect: { stack: 0, cards: { '@kayaldi': { at: '@middle' }, '@theirTank': { at: '@middle' } } } });
    expect(r.state.watchers).toHaveLength(1);
    expect(r.state.triggers).toEqual([]);
  });
  it('EX-RUL-11 / 1R239 Kayaldi: lose 2 energy, once each turn (R-ABIL-03); without it nothing waits for her move', () => {
    run({ ...sc(T.trooper, [T.tank]), actions: [...armed, use('R-ABIL-03')], expect: { piles: { 0: { lost: 2 } } } });
    const r = run({ ...sc(T.trooper, [T.tank]), actions: [...moveTo('@middle')], expect: { stack: 0, cards: { '@foe': { at: '@middle' } } } });
    expect(r.state.watchers).toEqual([]);
  });
});
