// Dauntless Defense: your units and ships in the battle at the target location are defense +1
// until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (battle: boolean, site: string = T.gongenSite, step: 'window1' | 'window5' = 'window1') => game({
  phase: 'battle',
  players: [{ hand: [{ card: '1C63', name: 'dd' }] }, {}],
  row: [{ card: site, name: 'site', controller: 0,
    cards: [[{ card: T.trooper, name: 'mine' }, { card: T.officer, name: 'officer' }], [{ card: T.trooper, name: 'theirs' }]] }],
  ...(battle ? { battle: { location: '@site', attacker: 0, step } } : {}),
});

describe('1C63 Dauntless Defense', () => {
  it('1C63 Dauntless Defense: your units in the battle go from defense 2 and 3 to 3 and 4; the opponent\'s stay at 2; it costs 1 and goes to the used pile', () => {
    play({ ...setup(true), actions: [{ type: 'play', seat: 0, card: '@dd', targets: ['@site'] }, ...passes()],
      expect: { cards: { '@mine': { defense: 3 }, '@officer': { defense: 4 }, '@theirs': { defense: 2 }, '@dd': { zone: 'used' } },
        piles: { 0: { active: 5 } } } });
  });
  it('1C63 Dauntless Defense: the bonus ends with the turn', () => {
    // Played in the last window: the battle ends, then the battle, move and draw phases end.
    play({ ...setup(true, T.gongenSite, 'window5'), actions: [{ type: 'play', seat: 0, card: '@dd', targets: ['@site'] }, ...passes(),
      ...passes(), ...passes(), ...passes(), ...passes()],
      expect: { turnPlayer: 1, phase: 'activate', cards: { '@mine': { defense: 2 }, '@officer': { defense: 3 } } } });
  });
  it('1C63 Dauntless Defense: a location with no battle is not a legal target (R-TGT-04)', () => {
    play({ ...setup(false), actions: [{ type: 'play', seat: 0, card: '@dd', targets: ['@site'], refused: 'R-TGT-04' }] });
  });
  it('1C63 Dauntless Defense: without a Gongen support icon it can\'t be played (R-PLAY-03)', () => {
    play({ ...setup(true, T.north), actions: [{ type: 'play', seat: 0, card: '@dd', targets: ['@site'], refused: 'R-PLAY-03' }] });
  });
});
