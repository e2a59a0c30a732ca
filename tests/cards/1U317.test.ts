// Luna/Military Outpost: a capital arriving here lets whoever played it add a fighter from hand
// here, free.
import { describe, it } from 'vitest';
import type { Seat } from '../../src/engine';
import { energy, game, P1, P2 } from '../kit/driver';

const setup = (turnPlayer: Seat = P1) => game({
  phase: 'deploy', turnPlayer,
  players: [{ active: energy(6), hand: ['Test Earther Yacht', { card: 'Ship 2/2/3', name: 'fighter' }, 'Plain Trooper'] },
    { active: energy(6), hand: [{ card: 'Plain Capital', name: 'cap2' }, { card: 'Ship 2/2/3', name: 'fighter2' }] }],
  row: [{ card: 'Luna/Military Outpost', name: 'luna', controller: P1 }, { card: 'Testland/Orbit', name: 'orbit', controller: P1 }],
});

describe('1U317 Luna/Military Outpost', () => {
  it('1U317 Luna/Military Outpost: your capital enters here: your fighter is played here free', () => {
    setup().play('Test Earther Yacht', { at: 'luna' }).resolve().resolve().pick('fighter').resolve()
      .expectCard('fighter', { zone: 'table', at: 'luna' }).expectPiles(P1, { active: 4 });
  });
  it("1U317 Luna/Military Outpost: the opponent's capital here lets the opponent play a fighter", () => {
    setup(P2).play('cap2', { at: 'luna' }).resolve().resolve().pick('fighter2').resolve()
      .expectCard('fighter2', { zone: 'table', at: 'luna' });
  });
  it('1U317 Luna/Military Outpost: it is optional; a capital played elsewhere offers nothing', () => {
    setup().play('Test Earther Yacht', { at: 'luna' }).resolve().resolve().no().expectCard('fighter', { zone: 'hand' });
    setup().play('Test Earther Yacht', { at: 'orbit' }).resolve().expectStack(0).expectDecision(null);
  });
});
