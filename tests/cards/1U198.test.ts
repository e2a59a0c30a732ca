// Quarrel Energy Burst (erratum, CARD-10, EX-RUL-12; numbered 1U98 in the checklist, 1U198 in the
// card data): once a turn, reveal a ship from hand and put it on your used pile: the opponent chooses
// their target ship in the sector battle here (R-TGT-01) and destroys it, unless they reveal a ship
// from hand and put it on their used pile. That option is offered only while they hold a ship (R-EFF-07).
import { describe, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (theirHand: CardEntry[], theirs: CardEntry[] = [{ card: L.fighter, name: 'a' }, { card: L.capital, name: 'b' }], battle = true) => game({
  phase: 'battle',
  players: [{ hand: [{ card: L.fighter, name: 'fee' }, { card: L.trooper, name: 'grunt' }, { card: L.capital, name: 'fee2' }] },
    { hand: theirHand }],
  row: [{ card: L.orbit, name: 'here', controller: 0,
    cards: [[{ card: L.fighter, name: 'mine', beneath: [{ card: '1U198', name: 'burst' }] }], theirs] }],
  ...(battle ? { battle: { location: '@here', attacker: 0, step: 'window2' } } : {}),
});
const use = (paying: string[] = ['@fee'], refused?: string) =>
  ({ type: 'use', seat: 0, card: '@burst', ability: 0, paying, ...(refused ? { refused } : {}) });
const pick = (name: string) => ({ type: 'choose', seat: 1, choice: { pick: name } });
const option = (n: number) => ({ type: 'choose', seat: 1, choice: { option: n } });

describe('1U198 Quarrel Energy Burst', () => {
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the opponent picks their ship, then reveals a ship from hand onto their used pile: nothing is destroyed', () => {
    play({ ...sc([{ card: L.capital, name: 'spare' }, { card: L.trooper, name: 'keep' }]),
      actions: [use(), ...passes(), pick('@b'), option(0)],
      expect: { cards: { '@fee': { zone: 'used' }, '@spare': { zone: 'used' }, '@keep': { zone: 'hand' }, '@a': { at: '@here' }, '@b': { at: '@here' } },
        piles: { 0: { hand: 2 }, 1: { hand: 1, lost: 0 } }, log: ['puts Plain Capital, revealed, from hand on top of the used pile'] } });
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: or they destroy the ship they chose, even while holding a ship', () => {
    play({ ...sc([{ card: L.capital, name: 'spare' }]),
      actions: [use(), ...passes(), pick('@b'), option(1)],
      expect: { cards: { '@b': { zone: 'lost' }, '@a': { at: '@here' }, '@spare': { zone: 'hand' } } } });
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: without a ship in hand (a unit does not do) the reveal is not offered: their only ship is destroyed, no choice asked', () => {
    play({ ...sc([{ card: L.trooper, name: 'keep' }], [{ card: L.fighter, name: 'a' }]),
      actions: [use(), ...passes()],
      expect: { cards: { '@a': { zone: 'lost' }, '@keep': { zone: 'hand' } }, decision: null, stack: 0 } });
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the cost is a ship from your hand: a unit does not pay it, nor does nothing (R-PLAY-04)', () => {
    play({ ...sc([]), actions: [use(['@grunt'], 'R-PLAY-04'), use([], 'R-PLAY-04')] });
    const s = sc([]);
    play({ ...s, players: [{ hand: [{ card: L.trooper, name: 'grunt' }] }, {}], actions: [use(['@grunt'], 'R-PLAY-04')] });
  });
  it('EX-RUL-12 / 1U198 Quarrel Energy Burst: the user names no target, and a ship of theirs must be in a battle here (R-TGT-04); once each turn (R-ABIL-03)', () => {
    play({ ...sc([]), actions: [{ ...use(), targets: ['@a'], refused: 'R-TGT-04' }] });
    play({ ...sc([], undefined, false), actions: [use(['@fee'], 'R-TGT-04')] });
    play({ ...sc([], [{ card: L.fighter, name: 'a' }, L.capital]),
      actions: [use(), ...passes(), pick('@a'), use(['@fee2'], 'R-ABIL-03')], expect: { cards: { '@a': { zone: 'lost' } } } });
  });
});
