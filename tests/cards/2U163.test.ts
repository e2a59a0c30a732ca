// Venus/Gula Mons Correctional Facility: its controller can't drain there (R-GEN-03); while they control
// it, their opponent pays 1 more energy, as an additional cost, to play a ship or unit.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2U163 Venus/Gula Mons Correctional Facility', () => {
  it("2U163 Venus/Gula Mons Correctional Facility: you control it but can't drain it (R-GEN-03)", () => {
    game({ phase: 'control', row: [{ card: 'Venus/Gula Mons Correctional Facility', name: 'gula', controller: P1, cards: [['Plain Trooper'], []] }] })
      .refuses('R-GEN-03').drain('gula');
  });
  it('2U163 Venus/Gula Mons Correctional Facility: while you control it, the opponent\'s free trooper costs them 1', () => {
    game({ phase: 'deploy', turnPlayer: P2, players: [{}, { hand: [{ card: 'Plain Trooper', name: 'newcomer' }] }],
      row: [{ card: 'Venus/Gula Mons Correctional Facility', controller: P1, cards: [['Plain Trooper'], []] }, { card: 'Testland/North', name: 'north', controller: P2 }] })
      .play('newcomer', { at: 'north' }).resolve().expectPiles(P2, { active: 5 });
  });
  it('2U163 Venus/Gula Mons Correctional Facility: the opponent may drain it once they control it', () => {
    game({ phase: 'control', turnPlayer: P2, row: [{ card: 'Venus/Gula Mons Correctional Facility', name: 'gula', controller: P1, cards: [[], ['Plain Trooper']] }] })
      .drain('gula', P2).resolve().lose('reserve').lose('reserve').expectPiles(P1, { lost: 2 });
  });
});
