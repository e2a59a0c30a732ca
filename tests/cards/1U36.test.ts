// Juggernaut Tender: movements of units aboard it cost 1 less; once a turn, pay 3: a vehicle
// aboard it is moved to a related site.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

const tender = 'Juggernaut Tender';
const sc = (phase: 'move' | 'deploy') => game({
  phase,
  row: [{ card: 'Testland/North', name: 'north', controller: P1 }, { card: 'Farland/Outpost', name: 'far', controller: P1 },
    { card: 'Testland/Orbit', name: 'orbit', controller: P1,
      cards: [[{ card: tender, beneath: [{ card: 'Plain Tank', name: 'tank' }, { card: 'Plain Trooper', name: 'rider' }] },
        { card: 'Plain Capital', name: 'other', beneath: [{ card: 'Plain Trooper', name: 'walker' }] }], []] }],
});
const unload = (vehicle: string, to: string) => ({ ability: 1, targets: [vehicle, to] });

describe('1U36 Juggernaut Tender', () => {
  it('1U36 Juggernaut Tender: a unit aboard it moves to a related site for 0 energy; one aboard another ship pays 1', () => {
    sc('move').move('rider', 'north').resolve().move('walker', 'north').resolve()
      .expectCard('rider', { at: 'north' }).expectCard('walker', { at: 'north' }).expectPiles(P1, { active: 5 }).expectLog('P1 pays 0 to move');
  });
  it('1U36 Juggernaut Tender: pay 3: the tank goes to a related site (not a movement action); once a turn', () => {
    sc('deploy').use(tender, unload('tank', 'north')).resolve()
      .refuses('R-ABIL-03').use(tender, unload('tank', 'north'))
      .expectCard('tank', { at: 'north' }).expectPiles(P1, { active: 3 });
  });
  it('1U36 Juggernaut Tender: an unrelated site or a character are not targets (R-TGT-04)', () => {
    sc('deploy').refuses('R-TGT-04').use(tender, unload('tank', 'far')).refuses('R-TGT-04').use(tender, unload('rider', 'north'));
  });
});
