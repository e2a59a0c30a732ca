// Harried and Harassed: until end of turn, playing a unit costs your opponent 1 more energy, as an
// additional cost.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

/** P2's deploy phase: P2 passes, P1 plays the interrupt. */
const sc = (p2Active = 6) => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{ hand: ['Harried and Harassed'] }, { hand: ['Plain Trooper', 'Plain Fighter'], active: energy(p2Active) }],
  row: [{ card: 'Depots/Maverick Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P2 }, { card: 'Testland/Orbit', name: 'orbit', controller: P2 }],
}).pass(P2).play('Harried and Harassed').resolve();

describe('1R130 Harried and Harassed', () => {
  it("1R130 Harried and Harassed: P2's free trooper now costs them 1; a ship costs nothing more; the card is lost", () => {
    sc().play('Plain Trooper', { at: 'site' }).resolve().expectPiles(P2, { active: 5 })
      .play('Plain Fighter', { at: 'orbit' }).resolve().expectPiles(P2, { active: 5 }).expectCard('Harried and Harassed', { zone: 'lost' });
  });
  it('1R130 Harried and Harassed: with an empty active pile P2 can\'t pay it (R-PLAY-04)', () => {
    sc(0).refuses('R-PLAY-04').play('Plain Trooper', { at: 'site' });
  });
});
