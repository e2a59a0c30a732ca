// XeRacer: besides its deploy phase, it may be played whenever an interrupt could be, but then only
// to a sector where a battle is going on, and its player loses 1 energy as well.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

const inBattle = () => game({
  phase: 'battle', turnPlayer: P2,
  players: [{ hand: ['XeRacer'], active: energy(6) }, {}],
  row: [
    { card: 'Depots/Earther Depot', controller: P1, cards: [[], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [['Plain Fighter'], ['Plain Capital']] },
    { card: 'Farland/Orbit', name: 'calm', controller: P1, cards: [[], []] },
  ],
  battle: { location: 'orbit', attacker: P2, step: 'window1' },
}).pass(P2);

describe('2C28 XeRacer', () => {
  it('2C28 XeRacer: in the opponent\'s battle, it joins the battle at that sector for 3 energy and 1 lost (R-PLAY-04)', () => {
    inBattle().play('XeRacer', { at: 'orbit' }).expectPiles(P1, { active: 3 }).lose('active')
      .expectPiles(P1, { active: 2, lost: 1 }).resolve().expectCard('XeRacer', { at: 'orbit' });
  });
  it('2C28 XeRacer: at that moment, a sector with no battle is refused (R-PLAY-01)', () => {
    inBattle().refuses('R-PLAY-01').play('XeRacer', { at: 'calm' });
  });
  it('2C28 XeRacer: in your own deploy phase it plays like any ship: any sector, nothing lost', () => {
    game({ phase: 'deploy', players: [{ hand: ['XeRacer'], active: energy(6) }, {}],
      row: [{ card: 'Depots/Earther Depot', controller: P1, cards: [[], []] }, { card: 'Farland/Orbit', name: 'calm', controller: P1, cards: [[], []] }] })
      .play('XeRacer', { at: 'calm' }).expectPiles(P1, { active: 3, lost: 0 }).resolve().expectCard('XeRacer', { at: 'calm' });
  });
});
