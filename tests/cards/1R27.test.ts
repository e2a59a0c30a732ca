// Horatio Hicks: Piloting 3; once each turn, pay 3 to be immune to attrition until the turn ends.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// P1's Horatio Hicks and a trooper attack P2's trooper; attrition 5 against P1.
const battle = () => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Horatio Hicks', 'Plain Trooper'], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window2', destiny: [0, 5] },
});

describe('1R27 Horatio Hicks', () => {
  it('1R27 Horatio Hicks: aboard a 2/2/3 fighter the ship is 5/5/3 (R-KW-PILOT-01)', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Plain Fighter', name: 'ship', beneath: ['Horatio Hicks'] }], []] }] })
      .expectCard('ship', { power: 5, tactics: 5, defense: 3 });
  });
  it('1R27 Horatio Hicks: after paying 3 he is immune: his attrition may be ignored; once each turn (R-ABIL-03)', () => {
    battle().use('Horatio Hicks', { ability: 1 }).resolve().expectPiles(P1, { active: 3 })
      .refuses('R-ABIL-03').use('Horatio Hicks', { ability: 1 })
      .toStep('attrition').ignoreAttrition().expectCard('Horatio Hicks', { damaged: false });
  });
  it('1R27 Horatio Hicks: without paying, the attrition can\'t be ignored (R-BSTEP-13)', () => {
    battle().toStep('attrition').refuses('R-BSTEP-13').ignoreAttrition().expectDecision('attrition');
  });
});
