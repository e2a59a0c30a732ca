// Makal Claw Beast: each time you win a battle here you may pay 1 to take any card from your used
// pile into your hand, then shuffle the used pile.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const setup = (theirs: string[]) => game({
  phase: 'battle',
  players: [{ used: [{ card: 'Plain Officer', name: 'deep' }, 'Plain Trooper'] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1, cards: [['Makal Claw Beast', 'Plain Trooper'], theirs] }],
  battle: { location: 'site', attacker: P1, step: 'window3' },
});
const won = () => setup(['Plain Trooper']).toStep('window4').resolve();

describe('1C246 Makal Claw Beast', () => {
  it('1C246 Makal Claw Beast: winning here, pay 1 and take any card of the used pile (not only the top) into hand', () => {
    won().expectBattle({ winner: P1 }).yes().pick('deep')
      .expectCard('deep', { zone: 'hand' }).expectPiles(P1, { active: 5, used: 2 });
  });
  it('1C246 Makal Claw Beast: declining costs nothing and takes nothing', () => {
    won().no().expectCard('deep', { zone: 'used' }).expectPiles(P1, { active: 6, used: 2 });
  });
  it('1C246 Makal Claw Beast: losing the battle sets nothing off', () => {
    setup(['Costly Tank', 'Costly Tank']).toStep('window4')
      .expectBattle({ winner: P2 }).expectCard('deep', { zone: 'used' }).expectStack(0);
  });
});
