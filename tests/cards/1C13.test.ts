// Consigned Trooper: +2 power while you have a vehicle at its site.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';
import type { Entry, Position } from '../kit/position';

const with_ = (mine: Entry[], theirs: Entry[] = [], more: Position = {}) => game({
  ...more,
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Consigned Trooper', ...mine], theirs] }],
});

describe('1C13 Consigned Trooper', () => {
  it('1C13 Consigned Trooper: power 3 with your vehicle at its site', () => {
    with_(['Plain Tank']).expectCard('Consigned Trooper', { power: 3, tactics: 1, defense: 3 });
  });
  it("1C13 Consigned Trooper: power 1 with no vehicle, or only the opponent's vehicle", () => {
    with_([]).expectCard('Consigned Trooper', { power: 1 });
    with_([], ['Plain Tank']).expectCard('Consigned Trooper', { power: 1 });
  });
  it('1C13 Consigned Trooper: the bonus ends when the vehicle leaves play (destroyed at the end of battle)', () => {
    with_([{ card: 'Plain Tank', damaged: true }], ['Plain Trooper'], { phase: 'battle', battle: { location: 'site', step: 'window5' } })
      .pass().pass()
      .expectCard('Plain Tank', { zone: 'lost' }).expectCard('Consigned Trooper', { power: 1 });
  });
});
