// The tests shared by the three strongholds (Pallas/Asteroid Stronghold, Seyal/Dark Side, Venus/Research
// Base): played in your deploy phase, the location stays only if you have another support icon of its
// faction, or show a card of that faction from your hand.
import { describe, it } from 'vitest';
import type { Faction } from '../../src/engine/cards/types';
import { game, P1 } from '../kit/driver';

export function strongholdTests(number: string, title: string, faction: Faction, iconSite: string): void {
  const name = `${number} ${title}`;
  const recruit = `${faction} Recruit`;
  const sc = (hand: string[], more: { card: string; controller: 0 }[] = []) => game({
    phase: 'deploy', players: [{ hand: [title, ...hand] }, {}], row: more });

  describe(name, () => {
    it(`${name}: with no other ${faction} icon, you show a ${faction} card from hand and it stays; the card stays in hand`, () => {
      sc([recruit, 'Plain Trooper']).play(title, { position: 0 }).resolve().resolve().option('show')
        .expectCard(title, { zone: 'table' }).expectCard(recruit, { zone: 'hand' }).expectLog(`P1 shows ${recruit} from hand.`);
    });
    it(`${name}: with no ${faction} card to show it is dismissed`, () => {
      sc(['Plain Trooper']).play(title, { position: 0 }).resolve().resolve().expectCard(title, { zone: 'lost' });
    });
    it(`${name}: with another ${faction} icon of yours in play, nothing is asked`, () => {
      sc([recruit], [{ card: iconSite, controller: P1 }]).play(title, { position: 1 }).resolve().expectStack(0).expectCard(title, { zone: 'table' });
    });
    it(`${name}: you may also choose to let it go`, () => {
      sc([recruit]).play(title, { position: 0 }).resolve().resolve().option('dismiss').expectCard(title, { zone: 'lost' });
    });
  });
}
