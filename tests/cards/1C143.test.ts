// Outmaneuvered (CARD-44, EX-ABIL-09): cancel a target pending interrupt or order unless your opponent pays 1.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const sc = (p2Active = 6) => {
  const g = game({ phase: 'battle', turnPlayer: P2, players: [{ hand: ['Outmaneuvered'] }, { hand: ['Power +2'], active: energy(p2Active) }],
    row: [{ card: 'Depots/Maverick Depot', controller: P1, cards: [[], [{ card: 'Plain Trooper', name: 'foe' }]] }] })
    .play('Power +2', { targets: ['foe'] }).pass(P2);
  return g.play('Outmaneuvered', { targets: [g.stackItem()] }).resolve();
};

describe('1C143 Outmaneuvered', () => {
  it('1C143 Outmaneuvered: P2 pays 1 and their interrupt goes on to resolve', () => {
    sc().option('pay', P2).expectPiles(P2, { active: 5 }).resolve().expectCard('foe', { power: 4 });
  });
  it('1C143 Outmaneuvered: P2 declines: it is canceled', () => {
    sc().option('cancel', P2).expectCard('Power +2', { zone: 'lost' }).expectStack(0);
  });
  it('1C143 Outmaneuvered: with an empty active pile P2 can only see it canceled (R-EFF-07)', () => {
    sc(0).expectCard('Power +2', { zone: 'lost' }).expectStack(0);
  });
});
