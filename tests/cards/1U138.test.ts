// Misty Miller: once a turn, pay 4: at a site, a pending attack at that site is canceled unless the
// opponent pays 3.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const attacked = (theirs = 6) => {
  const g = game({
    phase: 'battle', turnPlayer: P2, players: [{}, { active: energy(theirs) }],
    row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Misty Miller'], ['Plain Trooper']] }],
  }).attack('site', P2).pass(P2);
  return g.use('Misty Miller', { targets: [g.stackItem()] }).resolve();
};

describe('1U138 Misty Miller', () => {
  it('1U138 Misty Miller: P2 pays 3 and the attack goes on', () => {
    attacked().option('pay', P2).expectPiles(P2, { active: 2 }).expectPiles(P1, { active: 2 }).resolve().expectBattle({ step: 'window1' });
  });
  it('1U138 Misty Miller: P2 declines: the attack is canceled', () => {
    attacked().option('cancel', P2).expectStack(0).expectNoBattle();
  });
  it('1U138 Misty Miller: P2 with 2 energy left can only let it be canceled (R-EFF-07)', () => {
    attacked(3).expectStack(0).expectNoBattle();
  });
});
