// Ganymede/Captured Refinery: once per turn, 3 energy makes the opponent lose 1 per inverted
// unit of yours at this site. Usable in your control phase while you control the site, by
// either player (R-ABIL-07: "you" is whoever uses it).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';
import { inverter } from './_icons';

const flip = (inverted: boolean) => ({ card: 'T40', inverted });
const setup = (mine: (string | { card: string; inverted: boolean })[], theirs: (string | { card: string; inverted: boolean })[],
  opts: { phase?: 'control' | 'deploy'; turnPlayer?: 0 | 1; active?: number } = {}) => game({
  phase: opts.phase ?? 'control', turnPlayer: opts.turnPlayer ?? 0,
  cards: { T40: inverter('T40', 'CHARACTER') },
  players: [{ active: energy(opts.active ?? 6) }, {}],
  row: [{ card: '2C155', name: 'refinery', controller: 0, cards: [mine, theirs] }],
});
const use = (seat: 0 | 1, refused?: string) => ({ type: 'use', seat, card: '@refinery', ability: 0, ...(refused ? { refused } : {}) });
const lose = (seat: 0 | 1) => ({ type: 'choose', seat, choice: { lose: 'reserve' } });

describe('2C155 Ganymede/Captured Refinery', () => {
  it('2C155 Ganymede/Captured Refinery: pay 3, two inverted units of yours (the upright one does not count): the opponent loses 2', () => {
    play({ ...setup([flip(true), flip(true), flip(false)], []), actions: [use(0), ...passes(), lose(1), lose(1)],
      expect: { piles: { 0: { active: 3, used: 3 }, 1: { lost: 2, reserve: 4 } }, decision: null } });
  });
  it('2C155 Ganymede/Captured Refinery: once each turn (R-ABIL-03)', () => {
    play({ ...setup([flip(true)], []), actions: [use(0), ...passes(), lose(1), use(0, 'R-ABIL-03')] });
  });
  it('2C155 Ganymede/Captured Refinery: only in your control phase (R-GEN-02)', () => {
    play({ ...setup([flip(true)], [], { phase: 'deploy' }), actions: [use(0, 'R-GEN-02')] });
  });
  it('2C155 Ganymede/Captured Refinery: only while you control the site: an opposing unit here stops it (R-GEN-02)', () => {
    play({ ...setup([flip(true)], [T.trooper]), actions: [use(0, 'R-GEN-02')] });
  });
  it('2C155 Ganymede/Captured Refinery: the opponent may use it in their control phase when they control it: P1 loses 1', () => {
    play({ ...setup([], [flip(true)], { turnPlayer: 1 }), actions: [use(1), ...passes(1), lose(0)],
      expect: { piles: { 0: { lost: 1 }, 1: { active: 3 } } } });
  });
  it('2C155 Ganymede/Captured Refinery: not in the other player\'s control phase (R-GEN-02); 2 active energy can\'t pay 3 (R-PLAY-04)', () => {
    play({ ...setup([], [flip(true)]), actions: [{ type: 'pass', seat: 0 }, use(1, 'R-GEN-02')] });
    play({ ...setup([flip(true)], [], { active: 2 }), actions: [use(0, 'R-PLAY-04')] });
  });
  it('2C155 Ganymede/Captured Refinery: with no inverted unit it may be used but the opponent loses nothing', () => {
    play({ ...setup([flip(false)], []), actions: [use(0), ...passes()], expect: { piles: { 0: { active: 3 }, 1: { lost: 0 } }, decision: null } });
  });
});
