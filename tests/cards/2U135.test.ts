// Rakat: Piloting 1; when it is destroyed, you may pay 2 energy to put it in its owner's hand.
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

const setup = (active = 6) => game({
  phase: 'deploy',
  players: [{ active: energy(active), hand: ['Test Wrecker'] }, {}],
  row: [{ card: 'Testland/North', name: 'north', controller: P1, cards: [[{ card: 'Rakat', name: 'rakat' }], []] },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1, cards: [[{ card: 'Plain Capital', name: 'cap', beneath: [{ card: 'Rakat', name: 'pilot' }] }], []] }],
});
/** The wrecker destroys a Rakat; its ability resolves. */
const wrecked = (target = 'rakat', active = 6) => setup(active).play('Test Wrecker', { targets: [target] }).resolve().resolve();

describe('2U135 Rakat', () => {
  it('2U135 Rakat: destroyed, you pay 2 and it goes from the lost pile to your hand', () => {
    wrecked().yes().expectCard('rakat', { zone: 'hand' }).expectPiles(P1, { active: 4, lost: 0 }).expectDecision(null);
  });
  it('2U135 Rakat: you may decline: it stays in the lost pile', () => {
    wrecked().no().expectCard('rakat', { zone: 'lost' }).expectPiles(P1, { active: 6 });
  });
  it('2U135 Rakat: with 1 active energy the 2 can\'t be paid: nothing is asked and it stays lost', () => {
    wrecked('rakat', 1).expectCard('rakat', { zone: 'lost' }).expectDecision(null).expectStack(0);
  });
  it('2U135 Rakat: Piloting 1 makes its capital 5/3; destroyed aboard, the ship is back to 4/2', () => {
    setup().expectCard('cap', { power: 5, tactics: 3 });
    wrecked('pilot').yes().expectCard('pilot', { zone: 'hand' }).expectCard('cap', { power: 4, tactics: 2 });
  });
});
