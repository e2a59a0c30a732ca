// Torrid Katal (inverter): 2 energy inverts it. Inverted side: once per turn, 2 energy adds 1 to
// the attrition you cause at its location this turn.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (inverted: boolean) => game({
  phase: 'battle',
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [[{ card: 'Torrid Katal', inverted }], [{ card: 'Plain Trooper', name: 'foe' }]] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1C271 Torrid Katal', () => {
  it('1C271 Torrid Katal: pay 2 inverts it: power 1 -> 3', () => {
    setup(false).use('Torrid Katal').resolve()
      .expectCard('Torrid Katal', { inverted: true, power: 3 }).expectPiles(P1, { active: 4 });
  });
  it('1C271 Torrid Katal: inverted, pay 2: the opponent must satisfy attrition 1 and the foe is damaged', () => {
    setup(true).use('Torrid Katal').resolve().toStep('window3')
      .expectBattle({ attritionAgainst: [0, 1] }).expectCard('foe', { damaged: true });
  });
  it('1C271 Torrid Katal: once each turn (R-ABIL-03)', () => {
    setup(true).use('Torrid Katal').resolve().refuses('R-ABIL-03').use('Torrid Katal');
  });
  it('1C271 Torrid Katal: upright it has no attrition ability (R-ABIL-01)', () => {
    setup(false).refuses('R-ABIL-01').use('Torrid Katal', { ability: 1 });
  });
});
