// James Howler: once a turn, pay 3: immune to attrition this turn; in site battles here you cause +1
// attrition per vehicle of yours here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const battle = (mine: string[], active = 6) => game({
  phase: 'battle', players: [{ active: energy(active) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1, cards: [['James Howler', ...mine], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window2' },
});

describe('1R35 James Howler', () => {
  it('1R35 James Howler: with two vehicles of yours in the site battle, you cause 2 attrition', () => {
    battle(['Plain Tank', 'Plain Tank']).toStep('window3').expectBattle({ attritionAgainst: [0, 2] });
  });
  it('1R35 James Howler: pay 3: immune to attrition until the end of the turn; once a turn (R-ABIL-03)', () => {
    battle([]).use('James Howler').resolve().expectPiles(P1, { active: 3 })
      .expectLog('James Howler (P1): This card is immune to attrition until the end of the turn')
      .refuses('R-ABIL-03').use('James Howler');
  });
  it('1R35 James Howler: with 2 energy the immunity can\'t be paid (R-PLAY-04)', () => {
    battle([], 2).refuses('R-PLAY-04').use('James Howler');
  });
});
