// Frozen by Fear: until the end of the turn, playing a ship or unit at a location related to one
// where you have a kizen costs its player 2 more energy, whoever that player is.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (turnPlayer: 0 | 1 = P1) => game({
  phase: 'deploy', turnPlayer,
  players: [{ hand: ['Frozen by Fear', { card: 'Plain Trooper', name: 'mine' }] }, { hand: [{ card: 'Plain Trooper', name: 'theirs' }, { card: 'Plain Fighter', name: 'ship' }] }],
  row: [
    { card: 'Quayland/Den', name: 'den', controller: P1 },
    { card: 'Testland/North', name: 'north', controller: P1, cards: [['Plain Kizen'], []] },
    { card: 'Testland/South', name: 'south', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [[], ['Plain Fighter']] },
    { card: 'Farland/Outpost', name: 'far', controller: P2, cards: [[], ['Plain Trooper']] },
    { card: 'Farland/Orbit', name: 'far orbit', controller: P2, cards: [[], ['Plain Fighter']] },
  ],
});

describe('1U232 Frozen by Fear', () => {
  it('1U232 Frozen by Fear: your own unit played at a site related to your kizen\'s costs 2 (R-PLAY-10)', () => {
    setup().play('Frozen by Fear').resolve().play('mine', { at: 'south' }).resolve()
      .expectCard('mine', { at: 'south' }).expectPiles(P1, { active: 2 }); // 2 for the interrupt, 2 for the trooper
  });
  it('1U232 Frozen by Fear: the opponent pays 2 more too, for a unit at a related site or a ship at a related sector', () => {
    setup(P2).pass(P2).play('Frozen by Fear').resolve()
      .play('theirs', { at: 'south' }).resolve().play('ship', { at: 'orbit' }).resolve().expectPiles(P2, { active: 2 });
  });
  it('1U232 Frozen by Fear: not at an unrelated location, nor at the kizen\'s own location (not related to itself, R-LOC-06)', () => {
    setup(P2).pass(P2).play('Frozen by Fear').resolve()
      .play('theirs', { at: 'north' }).resolve().play('ship', { at: 'far orbit' }).resolve().expectPiles(P2, { active: 6 });
  });
  it('1U232 Frozen by Fear: it lasts until the end of the turn only', () => {
    setup().play('Frozen by Fear').resolve().toPhase('deploy', P2).play('theirs', { at: 'south' }).resolve().expectPiles(P2, { active: 6 });
  });
});
