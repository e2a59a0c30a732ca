// Kulak: once a turn, two hand cards to the used pile: immune to attrition this turn. Once a turn,
// lose 4: the next time another unit of yours is lost from a battle here this turn, it goes to its
// owner's hand.
import { describe, it } from 'vitest';
import { game, P1, P2 } from '../kit/driver';

const sc = (battle: boolean) => game({
  phase: 'battle', players: [{ hand: [{ card: 'Destiny 1', name: 'h1' }, { card: 'Destiny 2', name: 'h2' }] }, { hand: ['Test Strike'] }],
  row: [{ card: 'Quayland/Den', name: 'here', controller: P1, cards: [['Kulak', { card: 'Plain Trooper', name: 'mine' }], ['Plain Trooper']] }],
  ...(battle ? { battle: { location: 'here', attacker: P1, step: 'window2' as const } } : {}),
});
const saving = (battle: boolean) => sc(battle).use('Kulak', { ability: 'save' }).lose('reserve').lose('reserve').lose('reserve').lose('reserve').resolve();

describe('1R241 Kulak', () => {
  it('1R241 Kulak: two hand cards on the used pile: immune to attrition this turn', () => {
    sc(true).use('Kulak', { ability: 'immune', paying: ['h1', 'h2'] }).resolve().expectPiles(P1, { hand: 0, used: 2 })
      .refuses('R-ABIL-03').use('Kulak', { ability: 'immune', paying: ['h1', 'h2'] });
  });
  it("1R241 Kulak: lose 4; your trooper destroyed in the battle here goes to its owner's hand (R-TRIG-09)", () => {
    saving(true).pass().play('Test Strike', { targets: ['mine'], by: P2 }).resolve().resolve()
      .expectCard('mine', { zone: 'hand' }).expectPiles(P1, { reserve: 2 });
  });
  it('1R241 Kulak: a unit lost here with no battle under way stays lost', () => {
    saving(false).pass().play('Test Strike', { targets: ['mine'], by: P2 }).resolve().expectCard('mine', { zone: 'lost' });
  });
});
