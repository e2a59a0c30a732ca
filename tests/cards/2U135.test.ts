// Rakat: Piloting 1; when it is destroyed, you may pay 2 energy to put it in its owner's hand.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { energy, game, passes, T } from './_gqi';
import { wrecker } from './_icons';

const setup = (active = 6, rakat: unknown = { card: '2U135', name: 'rakat' }) => game({
  phase: 'deploy',
  cards: { T41: wrecker('T41') },
  players: [{ active: energy(active), hand: [{ card: 'T41', name: 'wreck' }] }, {}],
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[rakat as string], []] },
    { card: T.orbit, name: 'orbit', controller: 0, cards: [[{ card: T.capital, name: 'cap', beneath: [{ card: '2U135', name: 'pilot' }] }], []] }],
});
const wreck = (target = '@rakat') => [{ type: 'play', seat: 0, card: '@wreck', targets: [target] }, ...passes(), ...passes()];

describe('2U135 Rakat', () => {
  it('2U135 Rakat: destroyed, you pay 2 and it goes from the lost pile to your hand', () => {
    play({ ...setup(), actions: [...wreck(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@rakat': { zone: 'hand' } }, piles: { 0: { active: 4, lost: 0 } }, decision: null } });
  });
  it('2U135 Rakat: you may decline: it stays in the lost pile', () => {
    play({ ...setup(), actions: [...wreck(), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@rakat': { zone: 'lost' } }, piles: { 0: { active: 6 } } } });
  });
  it('2U135 Rakat: with 1 active energy the 2 can\'t be paid: nothing is asked and it stays lost', () => {
    play({ ...setup(1), actions: wreck(), expect: { cards: { '@rakat': { zone: 'lost' } }, decision: null, stack: 0 } });
  });
  it('2U135 Rakat: Piloting 1 makes its capital 5/3; destroyed aboard, the ship is back to 4/2', () => {
    play({ ...setup(), expect: { cards: { '@cap': { power: 5, tactics: 3 } } } });
    play({ ...setup(), actions: [...wreck('@pilot'), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@pilot': { zone: 'hand' }, '@cap': { power: 4, tactics: 2 } } } });
  });
});
