// Orbital Coverage: may go beneath an opponent's sector; whenever you lose a battle at a related site,
// you may lose 5 to make your casualties in it 0; dismissed once the opponent controls the sector.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const lost = () => game({
  phase: 'battle', turnPlayer: P2,
  row: [{ card: 'Testland/North', name: 'here', controller: P2, cards: [['Plain Trooper'], ['Plain Tank', 'Plain Tank']] },
    { card: 'Testland/Orbit', controller: P2, beneath: [['Orbital Coverage'], []], cards: [['Plain Fighter'], ['Plain Fighter']] }],
  battle: { location: 'here', attacker: P2, step: 'window3' },
}).toStep('window4');

describe('1U41 Orbital Coverage', () => {
  it('1U41 Orbital Coverage: losing 2 to 6 at a related site, you lose 5 and satisfy no casualties (R-BSTEP-19)', () => {
    lost().expectBattle({ winner: P2, casualties: 4 }).resolve().yes().lose('reserve').lose('reserve').lose('reserve').lose('reserve').lose('reserve')
      .toStep('window5').expectLog('Casualties 4 are reduced to 0').expectCard('Plain Trooper', { zone: 'table' }).expectPiles(P1, { lost: 5 });
  });
  it('1U41 Orbital Coverage: declining, the 4 casualties stand', () => {
    lost().resolve().no().toStep('loss').expectLog('P1 has 4 casualties to satisfy').expectDecision('casualties', P1);
  });
});
