// Fire for Effect: until the end of the turn, your opponent's drains are 1 less at any site
// related to a site where you have a vehicle.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (vehicle = true) => game({
  phase: 'control', turnPlayer: P2,
  players: [{ hand: ['Fire for Effect'] }, {}],
  row: [
    { card: 'Depots/Earther Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [vehicle ? ['Vehicle 3/3/3'] : ['Plain Trooper'], []] },
    { card: 'Testland/Middle', name: 'middle', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], [{ card: 'Plain Trooper', name: 'far unit' }]] },
  ],
}).pass(P2).play('Fire for Effect').resolve();

describe('1U21 Fire for Effect', () => {
  it('1U21 Fire for Effect: at a site related to the one with your vehicle, their drain of 2 takes 1 (R-DRAIN-04)', () => {
    sc().drain('middle', P2).resolve().lose('reserve', P1).expectPiles(P1, { lost: 2 }).expectLog('loses 1').expectDecision(null);
  });
  it('1U21 Fire for Effect: at an unrelated site their drain stays 2', () => {
    sc().drain('far', P2).resolve().lose('reserve', P1).lose('reserve', P1).expectLog('loses 2');
  });
  it('1U21 Fire for Effect: with no vehicle of yours (a unit only), nothing is taken off', () => {
    sc(false).drain('middle', P2).resolve().lose('reserve', P1).lose('reserve', P1).expectLog('loses 2');
  });
});
