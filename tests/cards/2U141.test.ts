// Traginium Hoard (stockpile): once per turn, in your control phase, 1 energy: with three or more
// battlegrounds under your control and fewer than two cards on it, the opponent loses 1 energy
// and the lost card is kept face down on this asset.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const hoard = 'Traginium Hoard';
const setup = (stacked: string[], controlled = 3, opts: { phase?: 'control' | 'deploy'; active?: number } = {}) => game({
  phase: opts.phase ?? 'control',
  players: [{ active: energy(opts.active ?? 6), assets: [{ card: hoard, stacked }] }, {}],
  row: ['Testland/North', 'Testland/Middle', 'Testland/South', 'Farland/Outpost'].map((card, i) => ({ card, controller: P1,
    cards: [i < controlled ? ['Plain Trooper'] : [], i < controlled ? [] : ['Plain Trooper']] as [string[], string[]] })),
});

describe('2U141 Traginium Hoard', () => {
  it('2U141 Traginium Hoard: three battlegrounds controlled: pay 1, the opponent loses the top of their reserve onto the Hoard', () => {
    setup([]).use(hoard).resolve().lose('reserve', P2)
      .expectPiles(P1, { active: 5 }).expectPiles(P2, { reserve: 5, lost: 0 }).expectDecision(null)
      .expectLog('stacked face down on Traginium Hoard').expectStackedOn(hoard, 1);
  });
  it('2U141 Traginium Hoard: with one card stacked it takes a second; with two it takes no more (the 1 is still paid)', () => {
    setup(['Destiny 1']).use(hoard).resolve().lose('active', P2).expectPiles(P2, { active: 5 }).expectStackedOn(hoard, 2);
    setup(['Destiny 1', 'Destiny 2']).use(hoard).resolve()
      .expectPiles(P1, { active: 5 }).expectPiles(P2, { reserve: 6 }).expectDecision(null).expectStackedOn(hoard, 2);
  });
  it('2U141 Traginium Hoard: two battlegrounds are not enough: nothing is lost', () => {
    setup([], 2).use(hoard).resolve().expectPiles(P1, { active: 5 }).expectPiles(P2, { reserve: 6, active: 6 }).expectDecision(null);
  });
  it('2U141 Traginium Hoard: once each turn (R-ABIL-03), only in your control phase (R-GEN-02), pay 1 needs an active card (R-PLAY-04)', () => {
    setup([]).use(hoard).resolve().lose('reserve', P2).refuses('R-ABIL-03').use(hoard);
    setup([], 3, { phase: 'deploy' }).refuses('R-GEN-02').use(hoard);
    setup([], 3, { active: 0 }).refuses('R-PLAY-04').use(hoard);
  });
});
