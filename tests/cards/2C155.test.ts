// Ganymede/Captured Refinery: once per turn, 3 energy makes the opponent lose 1 per inverted
// unit of yours at this site. Usable in your control phase while you control the site, by
// either player (R-ABIL-07: "you" is whoever uses it).
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const refinery = 'Ganymede/Captured Refinery';
const flip = (inverted: boolean): Entry => ({ card: 'Test Flipper', inverted });
const setup = (mine: Entry[], theirs: Entry[], opts: { phase?: 'control' | 'deploy'; turnPlayer?: Seat; active?: number } = {}) => game({
  phase: opts.phase ?? 'control', turnPlayer: opts.turnPlayer ?? P1,
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [{ card: refinery, controller: P1, cards: [mine, theirs] }],
});

describe('2C155 Ganymede/Captured Refinery', () => {
  it('2C155 Ganymede/Captured Refinery: pay 3, two inverted units of yours (the upright one does not count): the opponent loses 2', () => {
    setup([flip(true), flip(true), flip(false)], []).use(refinery).resolve().lose('reserve', P2).lose('reserve', P2)
      .expectPiles(P1, { active: 3, used: 3 }).expectPiles(P2, { lost: 2, reserve: 4 }).expectDecision(null);
  });
  it('2C155 Ganymede/Captured Refinery: once each turn (R-ABIL-03)', () => {
    setup([flip(true)], []).use(refinery).resolve().lose('reserve', P2).refuses('R-ABIL-03').use(refinery);
  });
  it('2C155 Ganymede/Captured Refinery: only in your control phase (R-GEN-02)', () => {
    setup([flip(true)], [], { phase: 'deploy' }).refuses('R-GEN-02').use(refinery);
  });
  it('2C155 Ganymede/Captured Refinery: only while you control the site: an opposing unit here stops it (R-GEN-02)', () => {
    setup([flip(true)], ['Plain Trooper']).refuses('R-GEN-02').use(refinery);
  });
  it('2C155 Ganymede/Captured Refinery: the opponent may use it in their control phase when they control it: P1 loses 1', () => {
    setup([], [flip(true)], { turnPlayer: P2 }).use(refinery, { by: P2 }).resolve().lose('reserve', P1)
      .expectPiles(P1, { lost: 1 }).expectPiles(P2, { active: 3 });
  });
  it('2C155 Ganymede/Captured Refinery: not in the other player\'s control phase (R-GEN-02); 2 active energy can\'t pay 3 (R-PLAY-04)', () => {
    setup([], [flip(true)]).pass(P1).refuses('R-GEN-02').use(refinery, { by: P2 });
    setup([flip(true)], [], { active: 2 }).refuses('R-PLAY-04').use(refinery);
  });
  it('2C155 Ganymede/Captured Refinery: with no inverted unit it may be used but the opponent loses nothing', () => {
    setup([flip(false)], []).use(refinery).resolve().expectPiles(P1, { active: 3 }).expectPiles(P2, { lost: 0 }).expectDecision(null);
  });
});
