// Earth/Corporate Headquarters: whenever a vehicle is played here, its player may also put a
// warrior from hand here for free.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';
import type { Entry } from '../kit/position';

const setup = (turnPlayer: Seat = P1, hand: Entry[] = [{ card: 'Costly Tank', name: 'tank' }, { card: 'Costly Warrior', name: 'warrior' },
  { card: 'Plain Trooper', name: 'trooper' }]) => game({
  phase: 'deploy', turnPlayer,
  players: [{ active: energy(6), hand }, { active: energy(6), hand: [{ card: 'Costly Tank', name: 'tank2' }, { card: 'Costly Warrior', name: 'warrior2' }] }],
  row: [{ card: 'Earth/Corporate Headquarters', name: 'hq', controller: P1 }, { card: 'Testland/North', name: 'north', controller: P1 }],
});

describe('1C297 Earth/Corporate Headquarters', () => {
  it('1C297 Earth/Corporate Headquarters: your tank (2) enters here: you play your warrior (cost 3) here for 0 energy', () => {
    setup().play('tank', { at: 'hq' }).resolve().resolve().pick('warrior').resolve()
      .expectCard('warrior', { zone: 'table', at: 'hq' }).expectCard('tank', { at: 'hq' }).expectCard('trooper', { zone: 'hand' })
      .expectPiles(P1, { active: 4 }).expectLog('at no energy cost');
  });
  it('1C297 Earth/Corporate Headquarters: the warrior is optional (only warriors are offered)', () => {
    setup().play('tank', { at: 'hq' }).resolve().resolve()
      .refuses('R-EFF-07').pick('trooper').no()
      .expectCard('warrior', { zone: 'hand' }).expectStack(0).expectDecision(null);
  });
  it('1C297 Earth/Corporate Headquarters: the opponent\'s vehicle here lets the opponent play their warrior free', () => {
    setup(P2).play('tank2', { at: 'hq' }).resolve().resolve().pick('warrior2').resolve()
      .expectCard('warrior2', { zone: 'table', at: 'hq', controller: P2 }).expectPiles(P2, { active: 4 });
  });
  it('1C297 Earth/Corporate Headquarters: a vehicle entering elsewhere, or a non-vehicle here, offers nothing', () => {
    setup().play('tank', { at: 'north' }).resolve().expectStack(0).expectDecision(null).expectCard('warrior', { zone: 'hand' });
    setup().play('trooper', { at: 'hq' }).resolve().expectStack(0).expectDecision(null).expectCard('warrior', { zone: 'hand' });
  });
  it('1C297 Earth/Corporate Headquarters: with no warrior in hand nothing is asked', () => {
    setup(P1, [{ card: 'Costly Tank', name: 'tank' }, { card: 'Plain Trooper', name: 'trooper' }])
      .play('tank', { at: 'hq' }).resolve().resolve()
      .expectStack(0).expectDecision(null).expectPiles(P1, { hand: 1 });
  });
});
