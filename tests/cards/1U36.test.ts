// Juggernaut Tender: movements of units aboard it cost 1 less; once a turn, pay 3: a vehicle
// aboard it is moved to a related site.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (phase: 'move' | 'deploy') => game({
  phase,
  row: [{ card: L.north, name: 'north', controller: 0 }, { card: L.farSite, name: 'far', controller: 0 },
    { card: L.orbit, name: 'orbit', controller: 0,
      cards: [[{ card: '1U36', name: 'jt', beneath: [{ card: L.tank, name: 'tank' }, { card: L.trooper, name: 'rider' }] },
        { card: L.capital, name: 'other', beneath: [{ card: L.trooper, name: 'walker' }] }], []] }],
});

describe('1U36 Juggernaut Tender', () => {
  it('1U36 Juggernaut Tender: a unit aboard it moves to a related site for 0 energy; one aboard another ship pays 1', () => {
    play({ ...sc('move'), actions: [{ type: 'move', seat: 0, card: '@rider', to: '@north' }, ...passes(),
      { type: 'move', seat: 0, card: '@walker', to: '@north' }, ...passes()],
    expect: { cards: { '@rider': { at: '@north' }, '@walker': { at: '@north' } }, piles: { 0: { active: 5 } }, log: ['P1 pays 0 to move'] } });
  });
  it('1U36 Juggernaut Tender: pay 3: the tank goes to a related site (not a movement action); once a turn', () => {
    play({ ...sc('deploy'), actions: [{ type: 'use', seat: 0, card: '@jt', ability: 1, targets: ['@tank', '@north'] }, ...passes(),
      { type: 'use', seat: 0, card: '@jt', ability: 1, targets: ['@tank', '@north'], refused: 'R-ABIL-03' }],
    expect: { cards: { '@tank': { at: '@north' } }, piles: { 0: { active: 3 } } } });
  });
  it('1U36 Juggernaut Tender: an unrelated site or a character are not targets (R-TGT-04)', () => {
    play({ ...sc('deploy'), actions: [{ type: 'use', seat: 0, card: '@jt', ability: 1, targets: ['@tank', '@far'], refused: 'R-TGT-04' },
      { type: 'use', seat: 0, card: '@jt', ability: 1, targets: ['@rider', '@north'], refused: 'R-TGT-04' }] });
  });
});
