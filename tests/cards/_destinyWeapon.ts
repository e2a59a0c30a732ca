// Shared setup of the weapon tests: P1's armed trooper (or fighter) faces P2's units in a battle
// here; P1's reserve is topped with a card of the given destiny.
import { energy, game, P1 } from '../kit/driver';
import type { Entry } from '../kit/position';

export function armed(weapon: string, topDestiny: number, theirs: Entry[], o: { sector?: boolean; battle?: boolean; mine?: Entry[] } = {}) {
  const host = o.sector ? 'Plain Fighter' : 'Plain Trooper';
  return game({
    phase: 'battle',
    players: [{ reserve: [{ card: `Destiny ${topDestiny}`, name: 'top' }, ...energy(4)], lost: ['Destiny 1'] }, {}],
    row: [{ card: o.sector ? 'Testland/Orbit' : 'Testland/North', name: 'here', controller: P1,
      cards: [[{ card: host, name: 'host', beneath: [weapon] }, ...(o.mine ?? [])], theirs] }],
    ...(o.battle === false ? {} : { battle: { location: 'here', attacker: P1, step: 'window1' as const } }),
  });
}
