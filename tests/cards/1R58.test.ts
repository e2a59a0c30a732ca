// Carrier Screen: may go beneath an opponent's location, one per location (R-ASSET-04); the opponent's
// battle destiny in battles there is 3 lower; dismissed once they control the location.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

describe('1R58 Carrier Screen', () => {
  it('1R58 Carrier Screen: P2 attacks at their site where it lies: their destiny 5 counts 2', () => {
    game({ phase: 'battle', turnPlayer: P2, players: [{ reserve: energy(4, 2) }, { reserve: energy(4, 5) }],
      row: [{ card: 'Testland/North', name: 'here', controller: P2, beneath: [['Carrier Screen'], []], cards: [['Plain Officer'], ['Plain Officer']] }],
      battle: { location: 'here', attacker: P2, step: 'window1' } })
      .toStep('destiny').reveal(true, P2).reveal(true, P1).expectBattle({ destiny: [2, 2], step: 'window2' });
  });
  it('1R58 Carrier Screen: a second copy beneath the same location is refused (R-ASSET-04)', () => {
    game({ phase: 'deploy', players: [{ hand: [{ card: 'Carrier Screen', name: 'second' }] }, {}],
      row: [{ card: 'Gongland/Shrine', controller: P1 }, { card: 'Gongland/Orbit', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2, beneath: [['Carrier Screen'], []], cards: [['Plain Trooper'], ['Plain Trooper']] }] })
      .refuses('R-ASSET-04').play('second', { at: 'site' });
  });
});
