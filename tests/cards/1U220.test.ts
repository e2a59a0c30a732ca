// Abominable Presence: once each turn, choose a kizen of yours at a site: until the end of the turn
// your opponent's drains at the locations related to that site are 1 smaller.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'control', turnPlayer: P2,
  players: [{ hand: [{ card: 'Abominable Presence', name: 'first' }, { card: 'Abominable Presence', name: 'second' }] }, {}],
  row: [
    { card: 'Quayland/Den', name: 'den', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Plain Kizen', name: 'kizen' }, { card: 'Plain Trooper', name: 'trooper' }], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P1, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[], ['Plain Fighter']] },
    { card: 'Farland/Outpost', name: 'far', controller: P1, cards: [[], ['Plain Trooper']] },
  ],
});
const present = (g: ReturnType<typeof setup>) => g.pass(P2).play('first', { targets: ['kizen'] }).resolve();

describe('1U220 Abominable Presence', () => {
  it('1U220 Abominable Presence: the opponent\'s drain at a site related to the kizen\'s takes 1 instead of 2', () => {
    present(setup()).drain('middle', P2).resolve().lose('reserve', P1).expectPiles(P1, { lost: 1 }).expectDecision(null);
  });
  it('1U220 Abominable Presence: a related sector counts too; an unrelated site does not', () => {
    present(setup()).drain('orbit', P2).resolve().lose('reserve', P1).expectPiles(P1, { lost: 1 }).expectDecision(null)
      .drain('far', P2).resolve().lose('reserve', P1).lose('reserve', P1).expectPiles(P1, { lost: 3 }).expectDecision(null);
  });
  it('1U220 Abominable Presence: only a kizen of yours is a target (R-TGT-04); once each turn (R-INTR-06)', () => {
    setup().pass(P2).refuses('R-TGT-04').play('first', { targets: ['trooper'] });
    present(setup()).pass(P2).refuses('R-INTR-06').play('second', { targets: ['kizen'] });
  });
});
