// Damir Quarrel (CARD-41, EX-DESTINY-03): once a turn, pay 3: both players reveal a destiny; damage the
// target fighter in a battle here if its power + defense + the opponent's destiny is less than this
// ship's power + defense + yours.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (mine: number, theirs: number) => game({
  phase: 'battle', players: [{ reserve: [`Destiny ${mine}`, ...energy(4)] }, { reserve: [`Destiny ${theirs}`, ...energy(4)] }],
  row: [{ card: 'Shiland/Orbit', name: 'here', controller: P1, cards: [['Damir Quarrel'], [{ card: 'Plain Fighter', name: 'foe' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
});
const shoot = { targets: ['foe'] };

describe('1U176 Damir Quarrel', () => {
  it('1U176 Damir Quarrel: 2 + 3 + 5 = 10 against 3 + 6 + 2 = 11: the fighter is damaged; once a turn (R-ABIL-03)', () => {
    sc(2, 5).use('Damir Quarrel', shoot).resolve().expectCard('foe', { damaged: true }).expectPiles(P1, { active: 3 })
      .expectLog('P2 reveals Destiny 5', 'P1 reveals Destiny 2').refuses('R-ABIL-03').use('Damir Quarrel', shoot);
  });
  it('1U176 Damir Quarrel: 10 against 3 + 6 + 1 = 10 is not less: no damage', () => {
    sc(1, 5).use('Damir Quarrel', shoot).resolve().expectCard('foe', { damaged: false });
  });
});
