// Ace McCallister: once each turn, lose a random hand card: immune to attrition until the end of the
// turn. Once each turn, pay 4: reveal a destiny: 1-2 gives +2 defense, 3-4 +2 power, 5-6 +6 power,
// tactics and defense, until the end of the turn.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const sc = (top: number, battle = false) => game({
  phase: 'battle', players: [{ hand: ['Plain Trooper'], reserve: [`Destiny ${top}`, ...energy(5, 1)] }, {}],
  row: [{ card: 'Depots/Maverick Depot', name: 'here', controller: P1, cards: [['Ace McCallister'], ['Plain Officer']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window2' as const, destiny: [0, 9] as [number, number] } } : {}),
});
const boost = { ability: 'destiny' };

describe('1R112 Ace McCallister', () => {
  it('1R112 Ace McCallister: a 5 or 6 gives +6/+6/+6; once each turn (R-ABIL-03)', () => {
    sc(6).use('Ace McCallister', boost).resolve().expectCard('Ace McCallister', { power: 7, tactics: 7, defense: 11 })
      .expectPiles(P1, { active: 2 }).refuses('R-ABIL-03').use('Ace McCallister', boost);
  });
  it('1R112 Ace McCallister: a 3 or 4 gives +2 power only', () => {
    sc(3).use('Ace McCallister', boost).resolve().expectCard('Ace McCallister', { power: 3, tactics: 1, defense: 5 });
  });
  it('1R112 Ace McCallister: a 1 or 2 gives +2 defense only', () => {
    sc(2).use('Ace McCallister', boost).resolve().expectCard('Ace McCallister', { power: 1, defense: 7 });
  });
  it('1R112 Ace McCallister: losing the only hand card at random makes him immune, so the attrition may be ignored (R-BSTEP-14)', () => {
    sc(2, true).use('Ace McCallister', { ability: 'immune' }).expectPiles(P1, { hand: 0, lost: 1 }).resolve()
      .toStep('attrition').ignoreAttrition().expectCard('Ace McCallister', { damaged: false });
  });
  it("1R112 Ace McCallister: with no card in hand he can't pay for immunity (R-PLAY-04)", () => {
    game({ phase: 'battle', row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [['Ace McCallister'], []] }] })
      .refuses('R-PLAY-04').use('Ace McCallister', { ability: 'immune' });
  });
});
