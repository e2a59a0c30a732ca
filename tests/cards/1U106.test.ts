// Taihu: its fighter is defense +2; once a turn, pay 3: damage the target opposing ship in a
// sector battle here if its defense < destiny + your Gongen ships here.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (topDestiny: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [topDestiny, ...energy(4)] }, {}],
  row: [{ card: 'Testland/Orbit', name: 'sector', controller: P1,
    cards: [[{ card: 'Zocho Fighter', name: 'host', beneath: ['Taihu'] }, 'Jikoku Fighter'], [{ card: 'Plain Capital', name: 'enemy' }]] }],
  ...(battle ? { battle: { location: 'sector', attacker: P1, step: 'window1' as const } } : {}),
});
const shoot = { ability: 1, targets: ['enemy'] };

describe('1U106 Taihu', () => {
  it('1U106 Taihu: its fighter has defense 4 + 2 = 6', () => {
    setup('Destiny 3').expectCard('host', { defense: 6 });
  });
  it('1U106 Taihu: destiny 5 + 2 Gongen ships = 7 beats defense 6: the ship is damaged; it cost 3', () => {
    setup('Destiny 5').use('Taihu', shoot).resolve().expectCard('enemy', { damaged: true }).expectPiles(P1, { active: 3 });
  });
  it('1U106 Taihu: destiny 4 + 2 = 6 is not more than defense 6: no damage; and only once each turn (R-ABIL-03)', () => {
    setup('Destiny 4').use('Taihu', shoot).resolve().refuses('R-ABIL-03').use('Taihu', shoot).expectCard('enemy', { damaged: false });
  });
  it('1U106 Taihu: with no battle here the ship is not a legal target (R-TGT-04)', () => {
    setup('Destiny 5', false).refuses('R-TGT-04').use('Taihu', shoot);
  });
});
