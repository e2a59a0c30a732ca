// Premeditated Reaction: one copy per kizen (R-ASSET-04); its kizen gets +1 defense; pay 2 and dismiss
// it: your casualties in battles you lose here this turn are 0.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = () => game({
  phase: 'battle', turnPlayer: P2,
  row: [{ card: 'Shiland/Keep', name: 'here', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'kizen', beneath: ['Premeditated Reaction'] }], ['Plain Tank', 'Plain Tank']] }],
  battle: { location: 'here', attacker: P2, step: 'window1' },
});

describe('1R195 Premeditated Reaction', () => {
  it('1R195 Premeditated Reaction: its kizen is defense 2 + 1 = 3', () => {
    sc().expectCard('kizen', { defense: 3 });
  });
  it('1R195 Premeditated Reaction: pay 2 and dismiss it: losing 1 to 6 here, your casualties are 0 (R-BSTEP-19)', () => {
    sc().pass(P2).use('Premeditated Reaction', { ability: 'casualties' }).expectCard('Premeditated Reaction', { zone: 'lost' }).resolve()
      .toStep('window4').expectBattle({ winner: P2, casualties: 0 }).expectPiles(P1, { active: 4 });
  });
  it('1R195 Premeditated Reaction: without it the casualties are 5 (the comparison)', () => {
    sc().toStep('window4').expectBattle({ winner: P2, casualties: 5 });
  });
});
