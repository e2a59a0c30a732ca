// Cat's Claw: inverter; when you play a character with piloting aboard it, you may invert it. Inverted:
// Captain (Killer Cait Grimalkin); once a turn, pay 3: draw two cards.
import { describe, expect, it } from 'vitest';
import { immuneToAttrition } from '../../src/engine';
import { game, P1 } from '../kit/driver';

describe('2R63 Cat’s Claw', () => {
  it('2R63 Cat’s Claw: a pilot played aboard: you may invert it (4/1/...)', () => {
    game({ phase: 'deploy', players: [{ hand: ['Plain Pilot'] }, {}], row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Cat’s Claw'], []] }] })
      .play('Plain Pilot', { at: 'Cat’s Claw' }).resolve().resolve().yes().expectCard('Cat’s Claw', { inverted: true });
  });
  it('2R63 Cat’s Claw: inverted, pay 3: draw 2; once a turn (R-ABIL-03); Killer Cait aboard makes it immune', () => {
    const g = game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [[{ card: 'Cat’s Claw', inverted: true, beneath: ['Killer Cait Grimalkin'] }], []] }] })
      .use('Cat’s Claw', { ability: 'draw' }).resolve().expectPiles(P1, { hand: 2, active: 3 }).refuses('R-ABIL-03').use('Cat’s Claw', { ability: 'draw' });
    expect(immuneToAttrition(g.state, g.id('Cat’s Claw'))).toBe(true);
  });
});
