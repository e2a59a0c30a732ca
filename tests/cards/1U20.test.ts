// Fighter Support: may go beneath an opponent's site; as the battle destiny step of a battle at a
// related site ends, your battle destiny there +D; dismissed once the opponent controls its site.
import { describe, it } from 'vitest';
import { energy, game, P1, P2 } from '../kit/driver';

/** P1 attacks at Testland/South; Fighter Support is beneath P2's Testland/North (related) or Farland/Outpost. */
const battle = (host: string) => game({
  phase: 'battle', players: [{ reserve: [{ card: 'Destiny 3', name: 'first' }, { card: 'Destiny 5', name: 'second' }, ...energy(4)], assets: [] }, { reserve: energy(5, 1) }],
  row: [{ card: host, name: 'host', controller: P2, beneath: [['Fighter Support'], []], cards: [['Plain Trooper'], ['Plain Trooper']] },
    { card: 'Testland/South', name: 'here', controller: P1, cards: [['Plain Officer', 'Plain Trooper'], ['Plain Trooper']] }],
  battle: { location: 'here', attacker: P1, step: 'window1' },
}).toStep('destiny').reveal();

describe('1U20 Fighter Support', () => {
  it('1U20 Fighter Support: beneath a related site, your battle destiny 3 gets +5 as the step ends: 8', () => {
    battle('Testland/North').expectBattle({ step: 'window2', destiny: [8, 0] });
  });
  it('1U20 Fighter Support: beneath an unrelated site, nothing: 3', () => {
    battle('Farland/Outpost').expectBattle({ step: 'window2', destiny: [3, 0] });
  });
  it('1U20 Fighter Support: once the opponent controls its site it is dismissed', () => {
    game({ row: [{ card: 'Testland/North', controller: P2, beneath: [['Fighter Support'], []], cards: [[], ['Plain Trooper']] }] })
      .pass().pass().pass().expectCard('Fighter Support', { zone: 'lost' }).expectPiles(P1, { active: 6 });
  });
});
