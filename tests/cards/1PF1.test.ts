// Jossel Swin: once per turn, 3 energy shields her from attrition for the rest of the turn. When you
// are about to reveal battle destiny in a battle where she is, you may spend 3 to reveal the top
// three of your reserve instead and choose the one that counts; all three go on the used pile.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// P1 (Jossel Swin, tactics 3, and an officer, tactics 4) attacks P2's trooper; P1's reserve
// holds destiny 1, 6 and 2 on top.
const battle = (active = 6) => game({
  phase: 'battle',
  players: [{ reserve: [{ card: 'Destiny 1', name: 'one' }, { card: 'Destiny 6', name: 'six' }, { card: 'Destiny 2', name: 'two' }, ...energy(3)],
    active: energy(active) }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Jossel Swin', 'Plain Officer'], ['Plain Trooper']] }],
  battle: { location: 'site', attacker: P1, step: 'window1' },
});

describe('1PF1 Jossel Swin', () => {
  it('1PF1 Jossel Swin: pay 3 to reveal three for battle destiny and pick the 6: battle destiny 6, three cards on the used pile', () => {
    battle().toStep('destiny').revealFromTop(3).pick('six').pick('one').pick('two')
      .expectPiles(P1, { active: 3, used: 6, reserve: 3 })
      .expectLog('P1 chooses Destiny 6 for battle destiny.', "Destiny 6 counts for P1's battle destiny: destiny 6.")
      .expectBattle({ destiny: [6, 0] });
  });
  it('1PF1 Jossel Swin: without paying, the top card alone counts (destiny 1)', () => {
    battle().toStep('destiny').reveal().expectBattle({ destiny: [1, 0] });
  });
  it('1PF1 Jossel Swin: the option is not offered with fewer than 3 energy in the active pile (R-BSTEP-05)', () => {
    battle(2).toStep('destiny').refuses('R-BSTEP-05').revealFromTop(3).expectDecision('revealDestiny');
  });
  it('1PF1 Jossel Swin: once each turn, pay 3 to be immune to attrition; a second use is refused (R-ABIL-03)', () => {
    battle().use('Jossel Swin').resolve().refuses('R-ABIL-03').use('Jossel Swin').expectPiles(P1, { active: 3 });
  });
  it('1PF1 Jossel Swin: the player puts the three revealed cards on the used pile in the order they choose, top first', () => {
    battle().toStep('destiny').revealFromTop(3).pick('six').pick('two').pick('six')
      .expectPiles(P1, { reserve: 3 }).expectBattle({ destiny: [6, 0] })
      .expectLog('P1 puts Destiny 2, Destiny 6 and Destiny 1 on top of the used pile, Destiny 2 on top.')
      .expectOnTop(P1, 'used', 'two', 'six', 'one');
  });
});
