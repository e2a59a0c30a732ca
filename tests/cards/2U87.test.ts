// Alcove of Panacea: may go beneath an opponent's location; each time a Tilak character of its
// player's there would be destroyed, they may pay 3 to put it on top of its owner's reserve instead.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

// P2's site holds P1's Alcove; P1's damaged Tilak (and, in one test, a damaged trooper) would be
// destroyed as the battle ends (R-BSTEP-26).
const sc = (o: { active?: number; trooper?: boolean } = {}) => game({
  phase: 'battle', players: [{ active: energy(o.active ?? 6) }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P2, beneath: [['Alcove of Panacea'], []],
    cards: [[{ card: 'Kizen Sentinel', name: 'tilak', damaged: true }, ...(o.trooper ? [{ card: 'Plain Trooper', name: 'trooper', damaged: true }] : []), 'Plain Officer'],
      ['Plain Officer']] }],
  battle: { location: 'here', attacker: P1, step: 'window5' },
});

describe('2U87 Alcove of Panacea', () => {
  it('2U87 Alcove of Panacea: P1 pays 3: the Tilak goes on top of the reserve instead of being destroyed (R-REPL-03, R-BSTEP-26)', () => {
    sc().toStep('end').expectDecision('saveFromDestroy', P1).yes()
      .expectOnTop(P1, 'reserve', 'tilak').expectPiles(P1, { active: 3, lost: 0 })
      .expectLog("Kizen Sentinel goes on top of its owner's reserve instead of being destroyed: Alcove of Panacea, 3 energy paid (R-REPL-03).");
  });
  it('2U87 Alcove of Panacea: P1 declines: the Tilak is destroyed', () => {
    sc().toStep('end').expectDecision('saveFromDestroy', P1).no().expectCard('tilak', { zone: 'lost' }).expectPiles(P1, { active: 6 });
  });
  it('2U87 Alcove of Panacea: a character that is not Tilak is destroyed without a question', () => {
    sc({ trooper: true }).toStep('end').expectDecision('destroyDamaged', P1).choose({ destroy: 'trooper' })
      .expectCard('trooper', { zone: 'lost' }).expectDecision('saveFromDestroy', P1).no();
  });
  it('2U87 Alcove of Panacea: ruling: with less than 3 energy P1 is not asked, and the Tilak is destroyed (R-PLAY-04)', () => {
    sc({ active: 2 }).endBattle().expectCard('tilak', { zone: 'lost' });
  });
});
