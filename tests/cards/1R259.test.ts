// Recovery: while every ship you have at its ship's sector is an infiltrator, neither player may
// attack there; pay 3: its ship returns to its owner's hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (mine: string[] = [], turnPlayer: typeof P1 | typeof P2 = P1) => game({
  phase: 'battle', turnPlayer,
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: 'Plain Infiltrator Ship', name: 'sneak', beneath: ['Recovery'] }, ...mine], ['Ship 1/1/1']] }],
});

describe('1R259 Recovery', () => {
  it("1R259 Recovery: your infiltrator ship alone at the sector: you can't attack there (R-GEN-03)", () => {
    sc().refuses('R-GEN-03').attack('orbit');
  });
  it('1R259 Recovery: nor can your opponent (R-GEN-03)', () => {
    sc([], P2).refuses('R-GEN-03').attack('orbit', P2);
  });
  it('1R259 Recovery: with a ship of yours there that is no infiltrator, attacks are allowed', () => {
    sc(['Ship 1/1/1']).attack('orbit').resolve().expectBattle({ step: 'window1' });
  });
  it("1R259 Recovery: pay 3: the ship goes to its owner's hand and Recovery is lost (R-ASSET-06)", () => {
    sc().use('Recovery', { ability: 'toHand' }).resolve().expectCard('sneak', { zone: 'hand' }).expectCard('Recovery', { zone: 'lost' }).expectPiles(P1, { active: 3 });
  });
});
