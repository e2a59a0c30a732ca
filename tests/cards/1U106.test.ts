// Taihu: its fighter is defense +2; once a turn, pay 3: damage the target opposing ship in a
// sector battle here if its defense < destiny + your Gongen ships here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';

const setup = (topDestiny: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [topDestiny, ...energy(4)] }, {}],
  row: [{ card: T.orbit, name: 'sector', controller: 0,
    cards: [[{ card: '1C110', name: 'host', beneath: [{ card: '1U106', name: 'taihu' }] }, '1C80'], [{ card: T.capital, name: 'enemy' }]] }],
  ...(battle ? { battle: { location: '@sector', attacker: 0 as const, step: 'window1' as const } } : {}),
});
const use = { type: 'use', seat: 0, card: '@taihu', ability: 1, targets: ['@enemy'] };

describe('1U106 Taihu', () => {
  it('1U106 Taihu: its fighter has defense 4 + 2 = 6', () => {
    play({ ...setup(T.d3), expect: { cards: { '@host': { defense: 6 } } } });
  });
  it('1U106 Taihu: destiny 5 + 2 Gongen ships = 7 beats defense 6: the ship is damaged; it cost 3', () => {
    play({ ...setup(T.d5), actions: [use, ...passes()], expect: { cards: { '@enemy': { damaged: true } }, piles: { 0: { active: 3 } } } });
  });
  it('1U106 Taihu: destiny 4 + 2 = 6 is not more than defense 6: no damage; and only once each turn (R-ABIL-03)', () => {
    play({ ...setup(T.d4), actions: [use, ...passes(), { ...use, refused: 'R-ABIL-03' }], expect: { cards: { '@enemy': { damaged: false } } } });
  });
  it('1U106 Taihu: with no battle here the ship is not a legal target (R-TGT-04)', () => {
    play({ ...setup(T.d5, false), actions: [{ ...use, refused: 'R-TGT-04' }] });
  });
});
