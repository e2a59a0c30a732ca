// Katal Inciter: a battle won here lets you take the top card of your used pile into hand (optional).
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = (theirs: string[]) => game({
  phase: 'battle',
  players: [{ used: [{ card: T.officer, name: 'top' }] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1C237', name: 'inciter' }, T.trooper], theirs] }],
  battle: { location: '@site', attacker: 0, step: 'window3' },
});

describe('1C237 Katal Inciter', () => {
  it('1C237 Katal Inciter: winning 4 to 2 lets you take the top card of your used pile into hand', () => {
    play({ ...setup([T.trooper]), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { battle: { winner: 0 }, cards: { '@top': { zone: 'hand' } } } });
  });
  it('1C237 Katal Inciter: it is optional', () => {
    play({ ...setup([T.trooper]), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@top': { zone: 'used' } } } });
  });
  it('1C237 Katal Inciter: losing the battle (4 to 6) sets nothing off', () => {
    play({ ...setup([T.tank, T.tank]), actions: passes(), expect: { battle: { winner: 1 }, cards: { '@top': { zone: 'used' } }, stack: 0 } });
  });
});
