// Earth/Corporate Headquarters: whenever a vehicle is played here, its player may also put a
// warrior from hand here for free.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (turnPlayer: 0 | 1 = 0, hand = [{ card: T.tank, name: 'tank' }, { card: T.warrior, name: 'warrior' },
  { card: T.trooper, name: 'trooper' }]) => game({
  phase: 'deploy', turnPlayer,
  players: [{ active: energy(6), hand }, { active: energy(6), hand: [{ card: T.tank, name: 'tank2' }, { card: T.warrior, name: 'warrior2' }] }],
  row: [{ card: '1C297', name: 'hq', controller: 0 }, { card: T.north, name: 'north', controller: 0 }],
});

describe('1C297 Earth/Corporate Headquarters', () => {
  it('1C297 Earth/Corporate Headquarters: your tank (2) enters here: you play your warrior (cost 3) here for 0 energy', () => {
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@tank', at: '@hq' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { pick: '@warrior' } }, ...passes()],
    expect: { cards: { '@warrior': { zone: 'table', at: '@hq' }, '@tank': { at: '@hq' }, '@trooper': { zone: 'hand' } },
      piles: { 0: { active: 4 } }, log: ['at no energy cost'] } });
  });
  it('1C297 Earth/Corporate Headquarters: the warrior is optional (only warriors are offered)', () => {
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@tank', at: '@hq' }, ...passes(), ...passes(),
      { type: 'choose', seat: 0, choice: { pick: '@trooper' }, refused: 'R-EFF-07' },
      { type: 'choose', seat: 0, choice: { yes: false } }],
    expect: { cards: { '@warrior': { zone: 'hand' } }, stack: 0, decision: null } });
  });
  it('1C297 Earth/Corporate Headquarters: the opponent\'s vehicle here lets the opponent play their warrior free', () => {
    play({ ...setup(1), actions: [{ type: 'play', seat: 1, card: '@tank2', at: '@hq' }, ...passes(1), ...passes(1),
      { type: 'choose', seat: 1, choice: { pick: '@warrior2' } }, ...passes(1)],
    expect: { cards: { '@warrior2': { zone: 'table', at: '@hq', controller: 1 } }, piles: { 1: { active: 4 } } } });
  });
  it('1C297 Earth/Corporate Headquarters: a vehicle entering elsewhere, or a non-vehicle here, offers nothing', () => {
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@tank', at: '@north' }, ...passes()],
      expect: { stack: 0, decision: null, cards: { '@warrior': { zone: 'hand' } } } });
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@trooper', at: '@hq' }, ...passes()],
      expect: { stack: 0, decision: null, cards: { '@warrior': { zone: 'hand' } } } });
  });
  it('1C297 Earth/Corporate Headquarters: with no warrior in hand nothing is asked', () => {
    play({ ...setup(0, [{ card: T.tank, name: 'tank' }, { card: T.trooper, name: 'trooper' }]),
      actions: [{ type: 'play', seat: 0, card: '@tank', at: '@hq' }, ...passes(), ...passes()],
      expect: { stack: 0, decision: null, piles: { 0: { hand: 1 } } } });
  });
});
