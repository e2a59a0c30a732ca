// Cloud: damage the target ship in a sector battle if the opponent's destiny is less than the
// number of your fighters at that sector.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import type { CardEntry } from '../../src/scenario/types';
import { energy, game, passes, T } from './_gqi';

const setup = (theirReserve: CardEntry[]) => game({
  phase: 'battle',
  players: [{ hand: [{ card: '1U61', name: 'cloud' }] }, { reserve: theirReserve }],
  row: [{ card: T.gongenSector, name: 'sector', controller: 0,
    cards: [[T.fighter, T.fighter, T.capital], [{ card: T.capital, name: 'target' }]] }],
  battle: { location: '@sector', attacker: 0, step: 'window1' },
});

describe('1U61 Cloud', () => {
  it('1U61 Cloud: opponent\'s destiny 1 < 2 fighters: the target ship is damaged; Cloud goes to the lost pile', () => {
    play({ ...setup([T.d1, ...energy(4)]), actions: [{ type: 'play', seat: 0, card: '@cloud', targets: ['@target'] }, ...passes()],
      expect: { cards: { '@target': { damaged: true }, '@cloud': { zone: 'lost' } }, log: ['destiny 1'] } });
  });
  it('1U61 Cloud: opponent\'s destiny 2 is not less than 2 fighters (the capital is no fighter): no damage', () => {
    play({ ...setup([T.d2, ...energy(4)]), actions: [{ type: 'play', seat: 0, card: '@cloud', targets: ['@target'] }, ...passes()],
      expect: { cards: { '@target': { damaged: false } } } });
  });
  it('1U61 Cloud: can\'t be played while the opponent\'s reserve is empty (R-DESTINY-04)', () => {
    play({ ...setup([]), actions: [{ type: 'play', seat: 0, card: '@cloud', targets: ['@target'], refused: 'R-DESTINY-04' }] });
  });
  it('1U61 Cloud: a ship not in a battle is not a legal target (R-TGT-04)', () => {
    const sc = setup([T.d1]);
    play({ ...sc, battle: undefined, actions: [{ type: 'play', seat: 0, card: '@cloud', targets: ['@target'], refused: 'R-TGT-04' }] });
  });
});
