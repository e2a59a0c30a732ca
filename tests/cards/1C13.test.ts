// Consigned Trooper: +2 power while you have a vehicle at its site.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import type { CardEntry } from '../../src/scenario/types';
import { game, L } from './_ems';

const with_ = (mine: CardEntry[], theirs: CardEntry[] = []) => game({
  row: [{ card: L.north, name: 'site', controller: 0, cards: [[{ card: '1C13', name: 'trooper' }, ...mine], theirs] }],
});

describe('1C13 Consigned Trooper', () => {
  it('1C13 Consigned Trooper: power 3 with your vehicle at its site', () => {
    play({ ...with_([L.tank]), expect: { cards: { '@trooper': { power: 3, tactics: 1, defense: 3 } } } });
  });
  it("1C13 Consigned Trooper: power 1 with no vehicle, or only the opponent's vehicle", () => {
    play({ ...with_([]), expect: { cards: { '@trooper': { power: 1 } } } });
    play({ ...with_([], [L.tank]), expect: { cards: { '@trooper': { power: 1 } } } });
  });
  it('1C13 Consigned Trooper: the bonus ends when the vehicle leaves play (destroyed at the end of battle)', () => {
    play({
      ...with_([{ card: L.tank, name: 'tank', damaged: true }], [L.trooper]),
      phase: 'battle', battle: { location: '@site', step: 'window5' },
      actions: [{ type: 'pass', seat: 0 }, { type: 'pass', seat: 1 }],
      expect: { cards: { '@tank': { zone: 'lost' }, '@trooper': { power: 1 } } },
    });
  });
});
