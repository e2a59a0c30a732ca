// Sudeva Legionnaire: each time its player uses an activated ability of a weapon beneath it, they
// may draw up to three cards from the reserve, but no more than three cards each battle this way.
import { describe, expect, it } from 'vitest';
import { game, P1 } from '../kit/driver';

// The legionnaire carries two one-shot weapons; another trooper of P1's carries a third.
const sc = (battle = true) => game({
  phase: 'battle', players: [{ hand: [] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [
    [{ card: 'Sudeva Legionnaire', beneath: ['Test Sidearm', 'Test Pistol'] }, { card: 'Plain Trooper', beneath: ['Test Blaster'] }],
    [{ card: 'Plain Officer', name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});
const amounts = (g: ReturnType<typeof sc>) => g.legal().map((a) => (a.type === 'choose' && 'amount' in a.choice ? a.choice.amount : -1));

describe('1U207 Sudeva Legionnaire', () => {
  it('1U207 Sudeva Legionnaire: using its weapon\'s ability, P1 may draw up to 3; having drawn 2 this battle, the next use offers 1 (R-TRIG-01)', () => {
    const g = sc().use('Test Sidearm').resolve().expectDecision('upTo', P1);
    expect(amounts(g)).toEqual([0, 1, 2, 3]);
    g.amount(2).expectPiles(P1, { hand: 2 }).resolve().use('Test Pistol').resolve().expectDecision('upTo', P1);
    expect(amounts(g)).toEqual([0, 1]);
    g.amount(1).expectPiles(P1, { hand: 3 });
  });
  it('1U207 Sudeva Legionnaire: with 3 drawn this battle, a later use draws nothing', () => {
    sc().use('Test Sidearm').resolve().amount(3).resolve().use('Test Pistol').resolve().resolve().expectPiles(P1, { hand: 3 }).expectStack(0);
  });
  it('1U207 Sudeva Legionnaire: a weapon beneath another character of P1\'s does not set it off', () => {
    sc().use('Test Blaster', { targets: ['foe'] }).resolve().expectStack(0).expectPiles(P1, { hand: 0 });
  });
  it('1U207 Sudeva Legionnaire: ruling: outside a battle no battle counts the cards, so each use offers 3', () => {
    const g = sc(false).use('Test Sidearm').resolve().amount(3).resolve().use('Test Pistol').resolve().expectDecision('upTo', P1);
    expect(amounts(g)).toEqual([0, 1, 2, 3]);
    g.amount(3).expectPiles(P1, { hand: 6 });
  });
});
