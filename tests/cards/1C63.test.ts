// Dauntless Defense: your units and ships in the battle at the target location are defense +1
// until end of turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (battle: boolean, site = 'Gongland/Shrine', step: 'window1' | 'window5' = 'window1') => game({
  phase: 'battle',
  players: [{ hand: ['Dauntless Defense'] }, {}],
  row: [{ card: site, name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'mine' }, { card: 'Plain Officer', name: 'officer' }], [{ card: 'Plain Trooper', name: 'theirs' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step } } : {}),
});
const atSite = { targets: ['site'] };

describe('1C63 Dauntless Defense', () => {
  it('1C63 Dauntless Defense: your units in the battle go from defense 2 and 3 to 3 and 4; the opponent\'s stay at 2; it costs 1 and goes to the used pile', () => {
    setup(true).play('Dauntless Defense', atSite).resolve()
      .expectCard('mine', { defense: 3 }).expectCard('officer', { defense: 4 }).expectCard('theirs', { defense: 2 })
      .expectCard('Dauntless Defense', { zone: 'used' }).expectPiles(P1, { active: 5 });
  });
  it('1C63 Dauntless Defense: the bonus ends with the turn', () => {
    // Played in the last window: the battle ends, then the battle, move and draw phases end.
    setup(true, 'Gongland/Shrine', 'window5').play('Dauntless Defense', atSite).resolve().toPhase('activate', P2)
      .expectCard('mine', { defense: 2 }).expectCard('officer', { defense: 3 });
  });
  it('1C63 Dauntless Defense: a location with no battle is not a legal target (R-TGT-04)', () => {
    setup(false).refuses('R-TGT-04').play('Dauntless Defense', atSite);
  });
  it('1C63 Dauntless Defense: without a Gongen support icon it can\'t be played (R-PLAY-03)', () => {
    setup(true, 'Testland/North').refuses('R-PLAY-03').play('Dauntless Defense', atSite);
  });
});
