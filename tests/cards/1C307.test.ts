// Ganymede/Occupied Tunnels: vehicles add no power to a player's total power in a battle here.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const battle = (site: string) => game({
  phase: 'battle',
  row: [{ card: site, name: 'site', controller: P1, cards: [['Costly Tank', 'Plain Trooper'], ['Plain Officer']] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
}).toStep('window4');

describe('1C307 Ganymede/Occupied Tunnels', () => {
  it('1C307 Ganymede/Occupied Tunnels: the tank\'s 3 power is left out: 2 against 1', () => {
    battle('Ganymede/Occupied Tunnels').expectBattle({ power: [2, 1] });
  });
  it('1C307 Ganymede/Occupied Tunnels: at another site the tank counts: 5 against 1', () => {
    battle('Testland/North').expectBattle({ power: [5, 1] });
  });
});
