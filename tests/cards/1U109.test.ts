// Zocho: Transport 4; +1 power per other ship of yours at its sector.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

describe('1U109 Zocho', () => {
  it('1U109 Zocho: with two other ships of yours here its power is 4 + 2 = 6; the opponent\'s ships add nothing', () => {
    game({ row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Zocho', 'Plain Fighter', 'Plain Capital'], ['Plain Capital', 'Plain Capital']] }] })
      .expectCard('Zocho', { power: 6, tactics: 3, defense: 5 });
  });
  it('1U109 Zocho: alone it has its printed power 4, and it carries a fighter when it moves (Transport)', () => {
    game({
      phase: 'move',
      row: [
        { card: 'Testland/Orbit', name: 'from', controller: P1, cards: [['Zocho', 'Plain Fighter'], []] },
        { card: 'Farland/Orbit', name: 'to', controller: P1, cards: [[], ['Plain Capital']] },
      ],
    }).move('Zocho', 'to', { transport: ['Plain Fighter'] }).resolve()
      .expectCard('Zocho', { at: 'to', power: 5 }).expectCard('Plain Fighter', { at: 'to' });
  });
});
