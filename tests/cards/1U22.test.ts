// First Aid: once a turn, pay 4: the next time a target unit of yours would be destroyed this turn,
// that is prevented and the unit is undamaged (R-REPL-03).
import { describe, it } from 'vitest';
import { energy, game, P1 } from '../kit/driver';

/** P1's damaged trooper would be destroyed as the battle ends (R-BSTEP-26). */
const sc = (active = 6) => game({
  phase: 'battle', players: [{ active: energy(active), assets: ['First Aid'] }, {}],
  row: [{ card: 'Testland/North', name: 'here', controller: P1,
    cards: [[{ card: 'Plain Trooper', name: 'mine', damaged: true }, 'Plain Officer'], [{ card: 'Plain Trooper', name: 'theirs' }]] }],
  battle: { location: 'here', attacker: P1, step: 'window5' },
});

describe('1U22 First Aid', () => {
  it('1U22 First Aid: pay 4: as the battle ends the damaged trooper is not destroyed but undamaged (R-REPL-03)', () => {
    sc().use('First Aid', { targets: ['mine'] }).resolve().expectPiles(P1, { active: 2 }).endBattle()
      .expectCard('mine', { zone: 'table', damaged: false }).expectLog('the destruction is prevented (R-REPL-03)');
  });
  it('1U22 First Aid: without it the trooper is destroyed as the battle ends (the comparison)', () => {
    sc().endBattle().expectCard('mine', { zone: 'lost' });
  });
  it('1U22 First Aid: only your own units are targets (R-TGT-04); once a turn (R-ABIL-03); 3 energy is too little (R-PLAY-04)', () => {
    sc().refuses('R-TGT-04').use('First Aid', { targets: ['theirs'] });
    sc().use('First Aid', { targets: ['mine'] }).resolve().refuses('R-ABIL-03').use('First Aid', { targets: ['Plain Officer'] });
    sc(3).refuses('R-PLAY-04').use('First Aid', { targets: ['mine'] });
  });
});
