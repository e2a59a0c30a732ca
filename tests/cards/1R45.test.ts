// Slippery: while its character is at a site and every unit you have there is an infiltrator,
// neither player may attack there; pay 3: its character returns to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (mine: string[] = [], turnPlayer: typeof P1 | typeof P2 = P1) => game({
  phase: 'battle', turnPlayer,
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Plain Infiltrator', name: 'sneak', beneath: ['Slippery'] }, ...mine], ['Plain Trooper']] }],
});

describe('1R45 Slippery', () => {
  it("1R45 Slippery: your infiltrator alone at the site: you can't attack there (R-GEN-03)", () => {
    sc().refuses('R-GEN-03').attack('site');
  });
  it("1R45 Slippery: nor can your opponent (R-GEN-03)", () => {
    sc([], P2).refuses('R-GEN-03').attack('site', P2);
  });
  it('1R45 Slippery: with a unit of yours there that is no infiltrator, attacks are allowed', () => {
    sc(['Plain Trooper']).attack('site').resolve().expectBattle({ step: 'window1' });
  });
  it("1R45 Slippery: pay 3: the character goes to its owner's hand and Slippery is lost (R-ASSET-06)", () => {
    sc().use('Slippery', { ability: 'toHand' }).resolve().expectCard('sneak', { zone: 'hand' }).expectCard('Slippery', { zone: 'lost' }).expectPiles(P1, { active: 3 });
  });
});
