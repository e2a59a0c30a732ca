// Tamon Fighter: when it enters play, you may retrieve a card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (sector = 'Gongland/Orbit') => game({
  phase: 'deploy',
  players: [{ hand: ['Tamon Fighter'], lost: [{ card: 'Plain Trooper', name: 'gone' }] }, {}],
  row: [{ card: sector, name: 'sector', controller: P1 }],
});
const enter = () => setup().play('Tamon Fighter', { at: 'sector' }).resolve().resolve();

describe('1C108 Tamon Fighter', () => {
  it('1C108 Tamon Fighter: played for 3, it enters play and its owner retrieves the lost card to the used pile', () => {
    enter().yes()
      .expectCard('Tamon Fighter', { zone: 'table', at: 'sector' }).expectCard('gone', { zone: 'used' })
      .expectPiles(P1, { active: 3, lost: 0 });
  });
  it('1C108 Tamon Fighter: retrieving is optional', () => {
    enter().no().expectCard('gone', { zone: 'lost' });
  });
  it('1C108 Tamon Fighter: a Gongen support icon is needed to play it (R-PLAY-03)', () => {
    setup('Testland/Orbit').refuses('R-PLAY-03').play('Tamon Fighter', { at: 'sector' });
  });
});
