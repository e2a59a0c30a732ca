// Ganymede/Underground Bunker: while you have a unit here, your side gains a Gongen support icon.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const setup = (units: string[]) => game({
  phase: 'deploy',
  players: [{ hand: ['Grid Tactician'] }, {}],
  row: [{ card: 'Ganymede/Underground Bunker', name: 'bunker', controller: P1, cards: [units, []] }],
});

describe('1C311 Ganymede/Underground Bunker', () => {
  it('1C311 Ganymede/Underground Bunker: with your unit here you have 1 + 1 = 2 Gongen icons, enough for Grid Tactician', () => {
    setup(['Plain Trooper']).expectSupportIcons('bunker', P1, { Gongen: 2 })
      .play('Grid Tactician', { at: 'bunker' }).resolve().expectCard('Grid Tactician', { zone: 'table' });
  });
  it('1C311 Ganymede/Underground Bunker: with no unit of yours here only the printed icon counts (R-PLAY-03)', () => {
    setup([]).refuses('R-PLAY-03').play('Grid Tactician', { at: 'bunker' });
  });
});
