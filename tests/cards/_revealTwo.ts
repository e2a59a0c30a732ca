// The weapons whose shot reveals the top two cards of your reserve and lets you choose which one's
// destiny counts (Plasma Cannon, Chijo Katana, Hailstorm Blaster): shared positions and checks.
import { expect } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';
import type { TestGame } from '../kit/driver';

/** `host` carries `weapon` in a site battle at a Gongen site against an officer (defense 3); your
 * reserve starts Destiny 2, Destiny 5. */
export const shootout = (weapon: string, host = 'Plain Trooper', o: { battle?: boolean; reserve?: string[] } = {}): TestGame => game({
  phase: o.battle === false ? 'deploy' : 'battle',
  players: [{ reserve: o.reserve ?? ['Destiny 2', 'Destiny 5', ...energy(4)] }, {}],
  row: [{ card: 'Gongland/Shrine', name: 'here', controller: P1, cards: [[{ card: host, name: 'host', beneath: [weapon] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  ...(o.battle === false ? {} : { battle: { location: 'here', attacker: P1, step: 'window1' as const } }),
});

/** Picking the 5 damages the officer; the 2 goes on top of the used pile as asked. */
export function picksTheFive(g: TestGame, weapon: string): TestGame {
  return g.use(weapon, { ability: 'damage', targets: ['foe'] }).resolve()
    .expectDecision('pickDestiny', P1).pick('Destiny 5').pick('Destiny 2')
    .expectCard('foe', { damaged: true }).expectOnTop(P1, 'used', 'Destiny 2', 'Destiny 5');
}
/** Picking the 2 (not above defense 3) leaves the officer undamaged, the 5 put on top. */
export function picksTheTwo(g: TestGame, weapon: string): TestGame {
  const t = g.use(weapon, { ability: 'damage', targets: ['foe'] }).resolve().pick('Destiny 2').pick('Destiny 5')
    .expectCard('foe', { damaged: false }).expectOnTop(P1, 'used', 'Destiny 5', 'Destiny 2');
  expect(t.pile(P1, 'reserve').length).toBe(4);
  return t;
}
export { P2 };
