// The tests shared by Heavy Juggernaut and Howler's Blades (CARD-02/03, EX-RUL-02): entering play,
// the vehicle makes its player dismiss a unit of theirs at its location, itself if it is alone.
import { describe, it } from 'vitest';
import { game, P1 } from '../kit/driver';

export function dismissOnEntryTests(number: string, title: string, cost: number, power: number): void {
  const name = `${number} ${title}`;
  const deploy = (mine: string[], theirs: string[] = []) => game({
    phase: 'deploy',
    players: [{ hand: [title] }, {}],
    row: [{ card: 'Depots/Earther Depot', controller: P1 }, { card: 'Testland/North', name: 'site', controller: P1, cards: [mine, theirs] }],
  });

  describe(name, () => {
    it(`${name}: played beside your trooper, you pick the trooper to dismiss and the vehicle stays`, () => {
      deploy(['Plain Trooper']).play(title, { at: 'site' }).resolve().resolve().pick('Plain Trooper')
        .expectCard('Plain Trooper', { zone: 'lost' }).expectCard(title, { at: 'site', power }).expectPiles(P1, { active: 6 - cost });
    });
    it(`${name}: with no other unit of yours there (the opponent's does not count), it dismisses itself (CARD-02)`, () => {
      deploy([], ['Plain Trooper']).play(title, { at: 'site' }).resolve().resolve()
        .expectCard(title, { zone: 'lost' }).expectCard('Plain Trooper', { at: 'site' });
    });
  });
}
