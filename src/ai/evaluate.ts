// How good a position is for one seat: the bots' judgement of a position, in the game's own
// terms. Energy is life (a player with none left loses, R-WIN-01); power in play wins battles;
// a location held is energy to drain; a card in hand is a choice to come. Each term is counted
// for both sides and the difference taken, so the score is zero-sum. Drawing costs energy (a card
// leaves the active pile) and pays off only later, so the first few cards in hand are worth more
// than an energy each: a one-ply player still draws to have something to play.
import { activationMax, controls, defOf, energyIcons, energyOf, fitsTable, locationOf, stat, supportIcons } from '../engine';
import type { CardId, GameState, Seat } from '../engine';

export const WEIGHTS = {
  energy: 1,
  power: 0.6,
  defense: 0.15,
  held: 1.5,
  /** Per energy icon on the other player's side of a location held: what a drain there takes
   * (R-DRAIN-03). */
  drain: 0.8,
  /** Each of the first `handFull` cards in hand, other than locations, that could be played on
   * the table as it is, and each one beyond (or that could not). */
  hand: 1.3,
  handFull: 4,
  handMore: 0.2,
  /** Each of the first `handFloor` cards in hand, playable or not: with nothing in hand a player
   * can only wait, and a card drawn now may be the location that makes the rest playable. More
   * than a draw costs (an energy and a card of the active pile). */
  handSome: 1.2,
  handFloor: 2,
  /** A location in hand. Kept low: a location is worth what it gives on the table (support icons,
   * activation), and a player that counts it as a good card in hand holds it instead of playing it
   * and waits for turns with energy it cannot spend. */
  handLocation: 0.1,
  /** Energy ready to pay with (the active pile), and how much may be activated each turn. */
  active: 0.15,
  activation: 0.3,
  /** A weapon or asset of the player's in play: more than the card was worth in hand, or the
   * search keeps it there (its worth on the table is its text, which the terms above do not read). */
  gear: 1.5,
  /** Each support icon on the player's side: what lets the hand be played. */
  support: 0.5,
  /** The side ahead in power in a battle under way. */
  battle: 0.5,
} as const;

const WIN = 1000;

/** Units and ships: the cards that hold locations and fight. */
export function isForce(s: GameState, id: CardId): boolean {
  const t = defOf(s, id).type;
  return t === 'CHARACTER' || t === 'NOBOT' || t === 'VEHICLE' || t === 'SHIP';
}

function isGear(s: GameState, id: CardId): boolean {
  const t = defOf(s, id).type;
  return t === 'WEAPON' || t === 'ASSET';
}

/** Whether a card fights at a location: ships at a sector, units at a site. */
function fightsAt(s: GameState, id: CardId, loc: CardId): boolean {
  return (defOf(s, id).type === 'SHIP') === (defOf(s, loc).kind === 'Sector');
}

/** The power `seat` has in a fight at `loc`: the printed and modified power of the cards that
 * would fight there. */
export function powerAt(s: GameState, seat: Seat, loc: CardId): number {
  let n = 0;
  for (const id in s.table) {
    if (s.table[id].controller === seat && isForce(s, id) && locationOf(s, id) === loc && fightsAt(s, id, loc)) n += stat(s, id, 'power').value;
  }
  return n;
}

/** How many cards of the hand, other than locations, the table has room for as it is: the
 * support icons each needs and a place for it (`fitsTable`: a character weapon needs one of the
 * player's characters, a unit a site it may enter). Energy and timing are left out: the active
 * pile refills every turn, and an interrupt waits for its moment. */
export function playableInHand(s: GameState, seat: Seat): number {
  let n = 0;
  for (const id of s.players[seat].hand) if (defOf(s, id).type !== 'LOCATION' && fitsTable(s, seat, id)) n++;
  return n;
}

function side(s: GameState, seat: Seat): number {
  const w = WEIGHTS;
  const p = s.players[seat];
  const locations = p.hand.filter((id) => defOf(s, id).type === 'LOCATION').length;
  const others = p.hand.length - locations;
  const ready = Math.min(playableInHand(s, seat), w.handFull);
  let v = w.energy * energyOf(s, seat) + w.hand * ready + w.handMore * (others - ready) + w.handSome * Math.min(others, w.handFloor) + w.handLocation * locations
    + w.active * p.active.length + w.activation * activationMax(s, seat);
  for (const id in s.table) {
    if (s.table[id].controller !== seat) continue;
    if (isForce(s, id)) v += w.power * stat(s, id, 'power').value + w.defense * stat(s, id, 'defense').value;
    else if (isGear(s, id)) v += w.gear;
  }
  const other = (1 - seat) as Seat;
  for (const loc of s.row) if (controls(s, seat, loc)) v += w.held + w.drain * energyIcons(s, loc, other);
  for (const n of Object.values(supportIcons(s, seat))) v += w.support * (n ?? 0);
  return v;
}

/** A starting location's worth before it is shown: the support icons it gives its player and the
 * energy icons on their side (what they may activate). */
export function startWorth(s: GameState, loc: CardId): number {
  const d = defOf(s, loc);
  const support = Object.values(d.supportIcons ?? {}).reduce((n: number, k) => n + (k ?? 0), 0);
  return WEIGHTS.support * support + WEIGHTS.activation * (d.energyIcons?.yourSide ?? 0);
}

/** The position's worth to `seat`: positive when it is ahead. A won game is worth far more than
 * any position. */
export function evaluate(s: GameState, seat: Seat): number {
  const other = (1 - seat) as Seat;
  if (s.winner === seat) return WIN;
  if (s.winner === other) return -WIN;
  if (s.winner === 'draw') return 0;
  // What lasts is judged without the effects that end with the turn or the phase: a support icon
  // or a power boost bought until end of turn is gone by the next turn, and counting it as lasting
  // made the search spend its energy on them turn after turn instead of drawing. The battle
  // under way is judged as it stands.
  const kept = s.lasting.some((l) => l.until) ? { ...s, lasting: s.lasting.filter((l) => !l.until) } : s;
  let v = side(kept, seat) - side(kept, other);
  if (s.battle) v += WEIGHTS.battle * Math.sign(powerAt(s, seat, s.battle.location) - powerAt(s, other, s.battle.location));
  return v;
}
