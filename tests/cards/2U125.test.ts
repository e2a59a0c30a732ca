// Flare of Rage (used): the player it targets puts their used pile beneath their reserve and
// shuffles that reserve.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'deploy',
  players: [{ hand: [{ card: 'Flare of Rage', name: 'flare' }, { card: 'Flare of Rage', name: 'again' }], reserve: energy(2), used: ['Destiny 1'] },
    { reserve: energy(3), used: ['Destiny 4', 'Destiny 5'] }],
  row: [{ card: 'Quayland/Den', controller: P1, cards: [[], []] }],
});

describe('2U125 Flare of Rage', () => {
  it("2U125 Flare of Rage: aimed at the opponent, their 2 used cards join their reserve of 3, which is shuffled", () => {
    sc().play('flare').resolve().option('theirs')
      .expectPiles(P2, { used: 0, reserve: 5 }).expectPiles(P1, { used: 2 }).expectCard('Destiny 5', { zone: 'reserve' })
      .expectCard('Destiny 4', { zone: 'reserve' }).expectLog('P2 shuffles the reserve.');
  });
  it('2U125 Flare of Rage: aimed at yourself, your used pile goes into your reserve; the card itself goes to the used pile after (USED)', () => {
    sc().play('flare').resolve().option('mine')
      .expectPiles(P1, { reserve: 3 }).expectCard('Destiny 1', { zone: 'reserve' }).expectCard('flare', { zone: 'used' });
  });
  it('2U125 Flare of Rage: one play a turn (R-INTR-06)', () => {
    sc().play('flare').resolve().option('mine').refuses('R-INTR-06').play('again');
  });
});
