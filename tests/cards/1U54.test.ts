// Veteran Pilot: Piloting 1; pay 4: if it is aboard a fighter, a target ship here can't move
// until the end of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

// P2's turn: P1's pilot rides a ship at P1's sector, where P2 has a fighter.
const setup = (ride: string) => game({
  phase: 'battle', turnPlayer: P2,
  row: [{ card: 'Testland/Orbit', name: 'orbit', controller: P1,
    cards: [[{ card: ride, name: 'ride', beneath: ['Veteran Pilot'] }], [{ card: 'Plain Fighter', name: 'foe' }]] },
  { card: 'Farland/Orbit', name: 'far', controller: P2 }],
}).pass(P2);
const hold = { ability: 1, targets: ['foe'] };

describe('1U54 Veteran Pilot', () => {
  it('1U54 Veteran Pilot: aboard a 2/2/3 fighter the ship is 3/3/3 (R-KW-PILOT-01)', () => {
    setup('Plain Fighter').expectCard('ride', { power: 3, tactics: 3 });
  });
  it('1U54 Veteran Pilot: aboard a fighter, pay 4: the opposing ship can\'t move this turn (R-GEN-03)', () => {
    setup('Plain Fighter').use('Veteran Pilot', hold).resolve().expectPiles(P1, { active: 2 })
      .toPhase('move').refuses('R-GEN-03').move('foe', 'far').expectCard('foe', { at: 'orbit' });
  });
  it('1U54 Veteran Pilot: aboard a capital ship it pays and the opposing ship may still move', () => {
    setup('Plain Capital').use('Veteran Pilot', hold).resolve().toPhase('move').move('foe', 'far').resolve()
      .expectCard('foe', { at: 'far' });
  });
});
