// Ranger Watchman: Quickdraw 1; when the attrition step ends here with attrition the opponent
// could not satisfy, it gets +3 power until end of turn.
import { describe, it } from 'vitest';
import { play } from '../support/scenario';
import { game, L, passes } from './_ems';

const sc = (attrition: number, beneath: string[] = []) => game({
  phase: 'battle',
  row: [{ card: L.north, name: 'here', controller: 0,
    cards: [[{ card: '2U18', name: 'rw', beneath }], [{ card: L.trooper, name: 'foe' }]] }],
  battle: { location: '@here', attacker: 0, step: 'window2', destiny: [attrition, 0] },
});

describe('2U18 Ranger Watchman', () => {
  it('2U18 Ranger Watchman: attrition 5 against a defense-2 unit leaves 3: power 3 + 3 = 6 until end of turn', () => {
    play({ ...sc(5), actions: [...passes(), ...passes()],
      expect: { cards: { '@rw': { power: 6 }, '@foe': { damaged: true } }, battle: { step: 'window3' } } });
  });
  it('2U18 Ranger Watchman: attrition 2 fully satisfied by defense 2: no bonus', () => {
    play({ ...sc(2), actions: [...passes()], expect: { cards: { '@rw': { power: 3 } }, stack: 0, battle: { step: 'window3' } } });
  });
  it('2U18 Ranger Watchman: Quickdraw 1 gives its weapon a second use', () => {
    play({ ...sc(0, ['1U19']), actions: [
      { type: 'use', seat: 0, card: '1U19', ability: 1, targets: ['@foe'] }, ...passes(),
      { type: 'use', seat: 0, card: '1U19', ability: 1, targets: ['@foe'] }, ...passes(),
      { type: 'use', seat: 0, card: '1U19', ability: 1, targets: ['@foe'], refused: 'R-ABIL-03' }] });
  });
});
