// Loremaster: leaving a location for the lost pile, it may send another card of your lost pile
// to the bottom of your active pile.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, passes, T } from './_gqi';

const setup = game({
  phase: 'battle',
  players: [{ lost: [{ card: T.officer, name: 'old' }] }, {}],
  row: [{ card: T.north, name: 'site', controller: 0, cards: [[{ card: '1U99', name: 'follower' }, { card: '1U85', name: 'lore' }], [T.trooper]] }],
  battle: { location: '@site', attacker: 0, step: 'window1' },
});
const dismiss = [{ type: 'use', seat: 0, card: '@follower', ability: 0, paying: ['@lore'] }, ...passes()];

describe('1U85 Loremaster', () => {
  it('1U85 Loremaster: dismissed, it lets its owner put the other lost card on the bottom of the active pile', () => {
    const r = play({ ...setup, actions: [...dismiss, { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@old': { zone: 'active' }, '@lore': { zone: 'lost' } }, piles: { 0: { active: 7, lost: 1 } } } });
    const active = r.state.players[0].active;
    if (active[active.length - 1] !== r.loaded.ref('@old', 'old')) throw new Error('not at the bottom');
  });
  it('1U85 Loremaster: it is optional; declined, the lost pile keeps both', () => {
    play({ ...setup, actions: [...dismiss, { type: 'choose', seat: 0, choice: { yes: false } }],
      expect: { cards: { '@old': { zone: 'lost' } }, piles: { 0: { lost: 2, active: 6 } } } });
  });
  it('1U85 Loremaster: it never picks itself: with nothing else lost, nothing moves', () => {
    play({ ...setup, players: [{ reserve: setup.players[0].reserve, active: setup.players[0].active }, setup.players[1]],
      actions: [...dismiss, { type: 'choose', seat: 0, choice: { yes: true } }],
      expect: { cards: { '@lore': { zone: 'lost' } }, piles: { 0: { active: 6, lost: 1 } } } });
  });
  it('1U85 Loremaster: lost with the ship it is aboard, it still triggers (R-TERM-LEAVE-02)', () => {
    // The damaged ship is destroyed in the end of battle step; Loremaster aboard is lost with it.
    const r = play({ ...game({
      phase: 'battle',
      players: [{ lost: [{ card: T.officer, name: 'old' }] }, {}],
      row: [{ card: T.gongenSector, name: 'orbit', controller: 0,
        cards: [[{ card: T.fighter, name: 'ship', damaged: true, beneath: [{ card: '1U85', name: 'lore' }] }], [T.fighter]] }],
      battle: { location: '@orbit', attacker: 0, step: 'window5' },
    }), actions: [...passes(), ...passes(), { type: 'choose', seat: 0, choice: { yes: true } },
      { type: 'choose', seat: 0, choice: { pick: '@old' } }],
    expect: { cards: { '@ship': { zone: 'lost' }, '@lore': { zone: 'lost' }, '@old': { zone: 'active' } } } });
    if (!r.events.some((e) => e.text.includes('lost with Plain Fighter (R-TERM-LEAVE-02)'))) throw new Error('no log line');
  });
});
