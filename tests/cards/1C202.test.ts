// Selfless Protector: free to play at a site with a Shi support icon on your side; can't move
// from such a site.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { loc } from './_builders';
import { depot, game, L, passes } from './_ems';

describe('1C202 Selfless Protector', () => {
  it('1C202 Selfless Protector: at a site with your Shi icon it costs 0; elsewhere 1', () => {
    play(game({
      phase: 'deploy', players: [{ active: ['T33'], hand: [{ card: '1C202', name: 'a' }, { card: '1C202', name: 'b' }] }, {}],
      row: [depot('Shi'), { card: L.shiSite, name: 'keep', controller: 0 }, { card: L.north, name: 'north', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@a', at: '@keep' }, ...passes(), { type: 'play', seat: 0, card: '@b', at: '@north' }, ...passes()],
      expect: { cards: { '@a': { at: '@keep' }, '@b': { at: '@north' } }, piles: { 0: { active: 0 } } },
    }));
  });
  it("1C202 Selfless Protector: can't move away from such a site (R-GEN-03); from another site it moves", () => {
    play(game({
      phase: 'move',
      row: [{ card: L.shiSite, name: 'keep', controller: 0, cards: [[{ card: '1C202', name: 'sp' }], []] },
        { card: L.north, name: 'north', controller: 0, cards: [[{ card: '1C202', name: 'free' }], []] }, { card: L.middle, name: 'middle', controller: 0 }],
      actions: [{ type: 'move', seat: 0, card: '@sp', to: '@keep', refused: 'R-GEN-03' },
        { type: 'move', seat: 0, card: '@free', to: '@middle' }, ...passes()],
      expect: { cards: { '@free': { at: '@middle' } } },
    }));
  });
  it('1C202 Selfless Protector R-UNIT-04: "no energy cost" waives only the energy; the site still needs your energy icon or unit', () => {
    // A shrine giving its controller a Shi icon but no energy icon on either side.
    const shrine = loc('T40', 'Shiland/Shrine', 'Site', [0, 0], { Shi: 1 });
    play(game({
      cards: { T40: shrine },
      phase: 'deploy', players: [{ active: ['T33'], hand: [{ card: '1C202', name: 'a' }, { card: '1C202', name: 'b' }, { card: L.trooper, name: 't' }] }, {}],
      row: [depot('Shi'), { card: 'T40', name: 'shrine', controller: 0 }, { card: L.north, name: 'north', controller: 0 }],
      actions: [{ type: 'play', seat: 0, card: '@a', at: '@shrine', refused: 'R-UNIT-04' }],
    }));
    // With another unit of yours there, it may be played there, still for nothing.
    play(game({
      cards: { T40: shrine },
      phase: 'deploy', players: [{ active: ['T33'], hand: [{ card: '1C202', name: 'a' }] }, {}],
      row: [depot('Shi'), { card: 'T40', name: 'shrine', controller: 0, cards: [[L.trooper], []] }],
      actions: [{ type: 'play', seat: 0, card: '@a', at: '@shrine' }, ...passes()],
      expect: { cards: { '@a': { at: '@shrine' } }, piles: { 0: { active: 1 } } },
    }));
  });
});
