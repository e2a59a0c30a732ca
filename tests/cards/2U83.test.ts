// Traginium Stash: once a turn, in a battle after the battle destiny step, pay 1: if your battle
// destiny beats the opponent's and fewer than two cards are stacked here, the opponent loses 1
// and that card is stacked face down here.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (step: 'window1' | 'window2', destiny: [number, number], stacked: string[] = []) => game({
  phase: 'battle',
  players: [{ assets: [{ card: '2U83', name: 'stash', stacked }] }, { active: [], reserve: [{ card: L.d3, name: 'top' }, L.d3] }],
  row: [{ card: L.north, name: 'here', controller: 0, cards: [[L.trooper], [L.trooper]] }],
  battle: { location: '@here', attacker: 0, step, destiny },
});
const use = (refused?: string) => ({ type: 'use', seat: 0, card: '@stash', ability: 0, ...(refused ? { refused } : {}) });

describe('2U83 Traginium Stash', () => {
  it('2U83 Traginium Stash: battle destiny 4 against 2: the opponent loses 1, stacked on the stash, not in the lost pile', () => {
    const r = play({ ...sc('window2', [4, 2]), actions: [use(), ...passes(), use('R-ABIL-03')],
      expect: { piles: { 0: { active: 5 }, 1: { lost: 0, reserve: 1 } }, cards: { '@top': { zone: 'stacked' } } } });
    const stash = r.loaded.names.get('stash')!;
    if (r.state.stacked[stash]?.length !== 1) throw new Error('one card should be stacked on the stash');
  });
  it('2U83 Traginium Stash: equal battle destiny (3 to 3): paid, nothing lost', () => {
    play({ ...sc('window2', [3, 3]), actions: [use(), ...passes()], expect: { piles: { 0: { active: 5 }, 1: { lost: 0, reserve: 2 } } } });
  });
  it('2U83 Traginium Stash: with two cards already stacked nothing more is taken', () => {
    play({ ...sc('window2', [4, 2], [L.d1, L.d1]), actions: [use(), ...passes()], expect: { piles: { 1: { reserve: 2 } } } });
  });
  it('2U83 Traginium Stash: only after the battle destiny step (R-GEN-02), and not outside a battle', () => {
    play({ ...sc('window1', [4, 2]), actions: [use('R-GEN-02')] });
    play({ ...sc('window2', [4, 2]), battle: undefined, phase: 'deploy', actions: [use('R-GEN-02')] });
  });
});
