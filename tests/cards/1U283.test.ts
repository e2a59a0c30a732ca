// Maverick Bot: in your deploy phase only, returning it to its owner's used pile gives, until end of
// turn your side of a target location gains a Maverick support icon.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';
import { iconsAt, needs } from './_icons';

const setup = (phase: 'deploy' | 'control' = 'deploy') => game({
  phase,
  cards: { T40: needs('T40', 'Maverick', 1) },
  players: [{ hand: [{ card: 'T40', name: 'recruit' }] }, {}],
  row: [{ card: T.north, name: 'north', controller: 0, cards: [[{ card: '1U283', name: 'bot' }], []] },
    { card: T.farSite, name: 'far', controller: 1, cards: [[], [T.trooper]] }],
});
const use = (target: string, refused?: string) =>
  ({ type: 'use', seat: 0, card: '@bot', ability: 0, targets: [target], ...(refused ? { refused } : {}) });

describe('1U283 Maverick Bot', () => {
  it('1U283 Maverick Bot: the icon goes on your side of the target location, even one the opponent played', () => {
    const r = play({ ...setup(), actions: [use('@far'), ...passes()], expect: { cards: { '@bot': { zone: 'used' } } } });
    iconsAt(r, 'far', 0, { Maverick: 1 });
    iconsAt(r, 'far', 1, {});
    iconsAt(r, 'north', 0, {});
  });
  it('1U283 Maverick Bot: the icon lets a Maverick card be played (refused before, R-PLAY-03)', () => {
    play({ ...setup(), actions: [{ type: 'play', seat: 0, card: '@recruit', at: '@north', refused: 'R-PLAY-03' },
      use('@north'), ...passes(), { type: 'play', seat: 0, card: '@recruit', at: '@north' }, ...passes()],
    expect: { cards: { '@recruit': { zone: 'table' } } } });
  });
  it('1U283 Maverick Bot: the target must be a location (R-TGT-04); none at all is refused too', () => {
    play({ ...setup(), actions: [use('@bot', 'R-TGT-04'), { type: 'use', seat: 0, card: '@bot', ability: 0, refused: 'R-TGT-04' }] });
  });
  it('1U283 Maverick Bot: only during your deploy phase (R-GEN-02)', () => {
    play({ ...setup('control'), actions: [use('@north', 'R-GEN-02')], expect: { cards: { '@bot': { zone: 'table' } } } });
  });
  it('1U283 Maverick Bot: the icon is gone at the end of the turn', () => {
    const r = play({ ...setup(), actions: [use('@far'), ...passes(), ...passes(), ...passes(), ...passes(), ...passes()],
      expect: { turnPlayer: 1, phase: 'activate' } });
    iconsAt(r, 'far', 0, {});
  });
});
