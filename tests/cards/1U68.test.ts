// Gongen Katana: its character is defense +2; once a turn, pay 1: damage the target opposing unit
// in a site battle here if its defense < destiny; pay 3: the katana goes back to its owner's hand.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

// P1's trooper (2/2/2) carries the katana; P2's officer has defense 3.
const setup = (topDestiny: string, battle = true) => game({
  phase: 'battle',
  players: [{ reserve: [topDestiny, ...energy(4)] }, {}],
  row: [{ card: 'Testland/North', name: 'site', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'host', beneath: ['Gongen Katana'] }], [{ card: 'Plain Officer', name: 'foe' }]] }],
  ...(battle ? { battle: { location: 'site', attacker: P1, step: 'window1' as const } } : {}),
});
const strike = { ability: 1, targets: ['foe'] };

describe('1U68 Gongen Katana', () => {
  it('1U68 Gongen Katana: its character has defense 2 + 2 = 4', () => {
    setup('Destiny 3').expectCard('host', { defense: 4, power: 2 });
  });
  it('1U68 Gongen Katana: destiny 4 beats defense 3: the officer is damaged; it cost 1', () => {
    setup('Destiny 4').use('Gongen Katana', strike).resolve().expectCard('foe', { damaged: true }).expectPiles(P1, { active: 5 });
  });
  it('1U68 Gongen Katana: destiny 3 is not more than 3: no damage; only once each turn (R-ABIL-03)', () => {
    setup('Destiny 3').use('Gongen Katana', strike).resolve().expectCard('foe', { damaged: false })
      .refuses('R-ABIL-03').use('Gongen Katana', strike);
  });
  it('1U68 Gongen Katana: with no battle here the officer is not a legal target (R-TGT-04)', () => {
    setup('Destiny 4', false).refuses('R-TGT-04').use('Gongen Katana', strike);
  });
  it('1U68 Gongen Katana: pay 3 and it returns to the hand; its character is back to defense 2', () => {
    setup('Destiny 3', false).use('Gongen Katana', { ability: 2 }).resolve()
      .expectCard('Gongen Katana', { zone: 'hand' }).expectCard('host', { defense: 2 }).expectPiles(P1, { active: 3 });
  });
});
