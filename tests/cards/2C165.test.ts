// Venus/Yacht Works: once per turn, 4 energy gives an Earther ship of yours fighting here +5 power
// (no end printed: while it stays in play). Either player may use it, on their own ship (R-ABIL-07).
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/engine/cards/types';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const yacht: CardDef = { number: 'T40', title: 'Test Earther Yacht', type: 'SHIP', unique: false, set: 1, faction: 'Earther',
  labels: ['Capital'], capacity: 2, energyCost: 2, destiny: 2, supportCost: {}, text: 'test ship', abilities: [],
  stats: { power: 2, tactics: 2, defense: 4 } };
const setup = (opts: { battle?: boolean; active?: number } = {}) => game({
  phase: 'battle',
  cards: { T40: yacht },
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [{ card: '2C165', name: 'works', controller: 0,
    cards: [[{ card: 'T40', name: 'mine' }, { card: T.fighter, name: 'plain' }], [{ card: 'T40', name: 'theirs' }]] },
  { card: T.farSector, name: 'far', controller: 0, cards: [[{ card: 'T40', name: 'away' }], [T.fighter]] }],
  ...(opts.battle === false ? {} : { battle: { location: '@works', attacker: 0, step: 'window1' } }),
});
const use = (seat: 0 | 1, target: string, refused?: string) =>
  ({ type: 'use', seat, card: '@works', ability: 0, targets: [target], ...(refused ? { refused } : {}) });

describe('2C165 Venus/Yacht Works', () => {
  it('2C165 Venus/Yacht Works: pay 4: your Earther ship in the battle here goes from power 2 to 7', () => {
    play({ ...setup(), actions: [use(0, '@mine'), ...passes()],
      expect: { cards: { '@mine': { power: 7 }, '@theirs': { power: 2 } }, piles: { 0: { active: 2 } } } });
  });
  it('2C165 Venus/Yacht Works: the opponent may use it for their own Earther ship (power 7)', () => {
    play({ ...setup(), actions: [{ type: 'pass', seat: 0 }, use(1, '@theirs'), ...passes(1)],
      expect: { cards: { '@theirs': { power: 7 }, '@mine': { power: 2 } }, piles: { 1: { active: 2 } } } });
  });
  it('2C165 Venus/Yacht Works: not a ship of the other player, not a non-Earther ship, not a ship elsewhere (R-TGT-04)', () => {
    play({ ...setup(), actions: [use(0, '@theirs', 'R-TGT-04'), use(0, '@plain', 'R-TGT-04'), use(0, '@away', 'R-TGT-04')] });
  });
  it('2C165 Venus/Yacht Works: only a ship in a battle here: with no battle there is no target (R-TGT-04)', () => {
    play({ ...setup({ battle: false }), actions: [use(0, '@mine', 'R-TGT-04')] });
  });
  it('2C165 Venus/Yacht Works: once each turn per player (R-ABIL-03); 3 active energy can\'t pay 4 (R-PLAY-04)', () => {
    play({ ...setup(), actions: [use(0, '@mine'), ...passes(), use(0, '@mine', 'R-ABIL-03'), { type: 'pass', seat: 0 }, use(1, '@theirs')] });
    play({ ...setup({ active: 3 }), actions: [use(0, '@mine', 'R-PLAY-04')] });
  });
  it('2C165 Venus/Yacht Works: the card prints no duration: the +5 stays after the turn ends, while the ship stays in play (docs/rulings.md)', () => {
    const late = { ...setup(), battle: { location: '@works', attacker: 0 as const, step: 'window5' as const } };
    const toNextTurn = [use(0, '@mine'), ...passes(), ...passes(), ...passes(), ...passes(), ...passes()];
    play({ ...late, actions: toNextTurn, expect: { turnPlayer: 1, phase: 'activate', cards: { '@mine': { power: 7 } } } });
  });
});
