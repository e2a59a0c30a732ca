// Undercurrents: costs 2 energy lost on top; for the rest of the turn every drain the opponent makes takes 1 less.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

describe('2R113 Undercurrents', () => {
  it("2R113 Undercurrents: played in P2's control phase, P2's drain at a 2-icon site takes only 1", () => {
    game({ phase: 'control', turnPlayer: P2, players: [{ hand: ['Undercurrents'] }, {}],
      row: [{ card: 'Depots/Shi Depot', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] }] })
      .pass(P2).play('Undercurrents').lose('active').lose('active').resolve()
      .drain('north', P2).resolve().lose('reserve').expectDecision(null).expectPiles(P1, { lost: 4, active: 3 });
  });
});
