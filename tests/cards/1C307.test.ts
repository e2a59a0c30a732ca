// Ganymede/Occupied Tunnels: vehicles add no power to a player's total power in a battle here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const battle = (site: string) => game({
  phase: 'battle',
  row: [{ card: site, name: 'site', controller: 0, cards: [[T.tank, T.trooper], [T.officer]] }],
  battle: { location: '@site', attacker: 0, step: 'window3' },
  actions: passes(),
});

describe('1C307 Ganymede/Occupied Tunnels', () => {
  it('1C307 Ganymede/Occupied Tunnels: the tank\'s 3 power is left out: 2 against 1', () => {
    play({ ...battle('1C307'), expect: { battle: { power: [2, 1] } } });
  });
  it('1C307 Ganymede/Occupied Tunnels: at another site the tank counts: 5 against 1', () => {
    play({ ...battle(T.north), expect: { battle: { power: [5, 1] } } });
  });
});
