// Deft Attacker: +2 power and +2 defense while your used pile holds no more than one card.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const at = (used: string[]) => game({ players: [{ used }, {}],
  row: [{ card: 'Testland/Orbit', controller: P1, cards: [['Deft Attacker'], []] }] });

describe('2C120 Deft Attacker', () => {
  it('2C120 Deft Attacker: with one card in the used pile it is 4/1/5', () => {
    at(['Destiny 1']).expectCard('Deft Attacker', { power: 4, tactics: 1, defense: 5 });
  });
  it('2C120 Deft Attacker: with two it is 2/1/3', () => {
    at(['Destiny 1', 'Destiny 2']).expectCard('Deft Attacker', { power: 2, defense: 3 });
  });
});
