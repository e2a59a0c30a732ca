// Brief Encounter: a target ship being played adds none of its power to its player's total power for
// the rest of the turn.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = () => game({
  phase: 'deploy', turnPlayer: P2,
  players: [{ hand: ['Brief Encounter'] }, { hand: [{ card: 'Ship 5/1/3', name: 'newcomer' }, { card: 'Plain Trooper', name: 'walker' }] }],
  row: [
    { card: 'Depots/Shi Depot', name: 'depot', controller: P1 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P2, cards: [['Plain Fighter'], ['Plain Fighter']] },
    { card: 'Testland/North', name: 'north', controller: P2, cards: [[], ['Plain Trooper']] },
  ],
});

describe('1U169 Brief Encounter', () => {
  it('1U169 Brief Encounter: the ship enters play, but its 5 power is left out of the battle: 2 against 2', () => {
    const g = setup().play('newcomer', { at: 'orbit' }).pass(P2);
    g.play('Brief Encounter', { targets: [g.stackItem()] }).resolve().resolve().expectCard('newcomer', { zone: 'table', at: 'orbit' })
      .toPhase('battle', P2).attack('orbit', P2).resolve().toStep('window4').expectBattle({ power: [2, 2] });
  });
  it('1U169 Brief Encounter: without it the newcomer counts: 7 against 2', () => {
    setup().play('newcomer', { at: 'orbit' }).resolve().toPhase('battle', P2).attack('orbit', P2).resolve().toStep('window4').expectBattle({ power: [2, 7] });
  });
  it('1U169 Brief Encounter: only a ship being played is a target, not a unit (R-TGT-04)', () => {
    const g = setup().play('walker', { at: 'north' }).pass(P2);
    g.refuses('R-TGT-04').play('Brief Encounter', { targets: [g.stackItem()] });
  });
});
