// Katal Inciter: a battle won here lets you take the top card of your used pile into hand (optional).
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (theirs: string[]) => game({
  phase: 'battle',
  players: [{ used: [{ card: 'Plain Officer', name: 'top' }] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Katal Inciter', 'Plain Trooper'], theirs] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
});
const won = () => setup(['Plain Trooper']).toStep('window4').resolve();

describe('1C237 Katal Inciter', () => {
  it('1C237 Katal Inciter: winning 4 to 2 lets you take the top card of your used pile into hand', () => {
    won().yes().expectBattle({ winner: P1 }).expectCard('top', { zone: 'hand' });
  });
  it('1C237 Katal Inciter: it is optional', () => {
    won().no().expectCard('top', { zone: 'used' });
  });
  it('1C237 Katal Inciter: losing the battle (4 to 6) sets nothing off', () => {
    setup(['Costly Tank', 'Costly Tank']).toStep('window4')
      .expectBattle({ winner: P2 }).expectCard('top', { zone: 'used' }).expectStack(0);
  });
});
