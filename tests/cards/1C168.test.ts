// Assailing Vatarma (CARD-14 erratum, EX-BATTLE-12): once a turn, put a hand card on your used
// pile: the opponent chooses their target undamaged unit in a site battle here (R-TGT-01) and
// damages it, unless they put two hand cards on their used pile.
import { describe, it } from 'vitest';
import type { CardEntry } from '../../src/scenario/types';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (theirHand: number, theirs: CardEntry[], loc: string = L.north) => game({
  phase: 'battle',
  players: [{ hand: [{ card: L.trooper, name: 'fee' }, { card: L.trooper, name: 'fee2' }] },
    { hand: Array.from({ length: theirHand }, (_, i) => ({ card: L.tank, name: `h${i}` })) }],
  row: [{ card: loc, name: 'here', controller: 0,
    cards: [[{ card: L.trooper, beneath: [{ card: '1C168', name: 'av' }] }], theirs] }],
  battle: { location: '@here', attacker: 0, step: 'window2' },
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@av', ability: 0, paying: ['@fee'], ...(refused ? { refused } : {}) });

describe('1C168 Assailing Vatarma', () => {
  it('1C168 Assailing Vatarma: the opponent chooses their target unit at resolution (R-TGT-01), then damages it', () => {
    play({ ...sc(2, [{ card: L.trooper, name: 'a' }, { card: L.trooper, name: 'b' }]),
      actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { pick: '@b' } }, { type: 'choose', seat: 1, choice: { option: 1 } }],
      expect: { cards: { '@b': { damaged: true }, '@a': { damaged: false }, '@fee': { zone: 'used' } }, piles: { 1: { hand: 2 } } } });
  });
  it('1C168 Assailing Vatarma: or they put two hand cards on their used pile instead', () => {
    play({ ...sc(3, [{ card: L.trooper, name: 'a' }]),
      actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { option: 0 } },
        { type: 'choose', seat: 1, choice: { pick: '@h0' } }, { type: 'choose', seat: 1, choice: { pick: '@h2' } }],
      expect: { cards: { '@a': { damaged: false }, '@h0': { zone: 'used' }, '@h2': { zone: 'used' } }, piles: { 1: { hand: 1 } } } });
  });
  it('1C168 Assailing Vatarma: with one hand card they must damage; a damaged unit cannot be chosen (the other one is)', () => {
    play({ ...sc(1, [{ card: L.trooper, name: 'a', damaged: true }, { card: L.trooper, name: 'b' }]),
      actions: [use(), ...passes()],
      expect: { cards: { '@b': { damaged: true } }, piles: { 1: { hand: 1 } }, decision: null } });
  });
  it('1C168 Assailing Vatarma: the user names no target (R-TGT-04); with no undamaged unit of theirs there it can\'t be used (R-TGT-04)', () => {
    play({ ...sc(2, [{ card: L.trooper, name: 'a' }]), actions: [{ ...use(), targets: ['@a'], refused: 'R-TGT-04' }] });
    play({ ...sc(2, [{ card: L.trooper, name: 'a', damaged: true }]), actions: [use('R-TGT-04')], expect: { cards: { '@fee': { zone: 'hand' } } } });
  });
  it('1C168 Assailing Vatarma: once a turn (R-ABIL-03); with an empty hand it cannot be used (R-PLAY-04)', () => {
    play({ ...sc(0, [{ card: L.trooper, name: 'a' }, L.trooper]), actions: [use(), ...passes(), { type: 'choose', seat: 1, choice: { pick: '@a' } },
      { ...use('R-ABIL-03'), paying: ['@fee2'] }] });
    const s = sc(0, [L.trooper]);
    play({ ...s, players: [{}, {}], actions: [{ type: 'use', seat: 0, card: '@av', ability: 0, refused: 'R-PLAY-04' }] });
  });
});
