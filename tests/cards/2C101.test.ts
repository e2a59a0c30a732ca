// Lifeseeker: once a turn, pay 5: another damaged unit here returns to its owner's hand.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (active = 6) => game({
  players: [{ active: energy(active) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [['Lifeseeker', { card: 'Plain Trooper', name: 'mine', damaged: true }],
      [{ card: 'Plain Trooper', name: 'hurt', damaged: true }, { card: 'Plain Trooper', name: 'fine' }]] },
  { card: 'Testland/South', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'far', damaged: true }]] }],
});
const heal = (unit: string) => ({ targets: [unit] });

describe('2C101 Lifeseeker', () => {
  it("2C101 Lifeseeker: pay 5: the opponent's damaged trooper goes to their hand; once a turn", () => {
    sc().use('Lifeseeker', heal('hurt')).resolve().refuses('R-ABIL-03').use('Lifeseeker', heal('mine'))
      .expectCard('hurt', { zone: 'hand' }).expectPiles(P1, { active: 1 }).expectPiles(P2, { hand: 1 });
  });
  it('2C101 Lifeseeker: undamaged units and damaged units elsewhere are not targets (R-TGT-04)', () => {
    sc().refuses('R-TGT-04').use('Lifeseeker', heal('fine')).refuses('R-TGT-04').use('Lifeseeker', heal('far'));
  });
  it('2C101 Lifeseeker: costs 5 (R-PLAY-04 with 4)', () => {
    sc(4).refuses('R-PLAY-04').use('Lifeseeker', heal('hurt'));
  });
});
