// Changes to cards: stats, keywords gained, immunity to attrition, what they can't do, and ships
// whose characters ride free.
import { change } from '../../define';
import { affectedSubject, join, signed, verb } from '../../text';
import { affectedCards, flag, node, num, oneOf, opt, record, STATS, WHO } from '../../schema';

export const stat = change('stat', { stat: record(STATS, node('amount')), to: affectedCards }, {
  affects: 'to',
  text: (c, say): string => {
    const to = affectedSubject(c.to, say);
    return `${to.text} ${verb('get', to.plural)} ${join(STATS.flatMap((k) => {
      const a = c.stat[k];
      if (a === undefined) return [];
      if (typeof a === 'number') return [`${signed(a)} ${k}`];
      // "-X power": an amount counted -1 times.
      return ['times' in a && a.times === -1 ? `${k} reduced by ${say.amount({ ...a, times: 1 })}` : `extra ${k} equal to ${say.amount(a)}`];
    }))}`;
  },
});
export const immuneToAttrition = change('immuneToAttrition', { immuneToAttrition: affectedCards }, {
  affects: 'immuneToAttrition',
  text: (c, say): string => { const to = affectedSubject(c.immuneToAttrition, say); return `${to.text} ${to.plural ? 'are' : 'is'} immune to attrition`; },
});
/** What the affected cards, or a player, can't do while it applies:
 * - 'move': the cards can't move, which beats any ability or rule that would move them (R-GEN-03);
 * - 'beTargeted': the cards can't be chosen as targets by `who` (the opponent of the change's
 *   controller, or 'any' player: the default);
 * - 'addPower': the cards add nothing to their player's total power; 'addTactics': nor to the total
 *   tactics of a battle;
 * - 'beDamaged': nothing damages the cards: effects, attrition and casualties pass them by;
 * - 'revealBattleDestiny': side `who` reveals no battle destiny in battles at the source's location
 *   (a lasting effect's: its location);
 * - 'drain', 'attack': player `who` (or, 'any', neither player) can't drain or attack at the
 *   source's location, or at the place `at` names relative to it (R-GEN-03);
 * - 'draw': player `who` can't draw cards (R-GEN-02, EX-ABIL-05);
 * - 'play': player `who` (or, 'any', neither player) can't play the cards `of` matches (Capture);
 * - 'moveHere': player `who` (or, 'any', neither) can't move ships or units to or from the source's
 *   location, by a movement or an ability, except during their own move phase (`except`). */
export const cannot = change('cannot', { cannot: oneOf('move', 'beTargeted', 'addPower', 'addTactics', 'beDamaged', 'revealBattleDestiny', 'draw', 'loseHandToDrain', 'drain', 'attack', 'play', 'moveHere'), to: opt(affectedCards), who: opt(oneOf(...WHO)),
  at: opt(node('place')), except: opt(oneOf('ownMovePhase')),
  /** 'play': the cards that can't be played, read as they would enter play (rules/play.ts). */
  of: opt(node('selector')) }, {
  affects: 'to',
  text: (c, say): string => {
    const to = c.to === undefined ? undefined : affectedSubject(c.to, say);
    switch (c.cannot) {
      case 'move': return `${to!.text} can't move`;
      case 'beTargeted': return `${to!.text} can't be chosen as ${to!.plural ? 'targets' : 'a target'}${c.who && c.who !== 'any' ? ` by ${say.who(c.who)}` : ''}`;
      case 'addPower': return `${to!.text} ${verb('add', to!.plural)} nothing to total power`;
      case 'addTactics': return `${to!.text} ${verb('add', to!.plural)} nothing to total tactics in a battle`;
      case 'beDamaged': return `${to!.text} can't be damaged`;
      // A card at no location (an asset standing alone) bars it in every battle (derive/stats.ts placeHolds).
      case 'revealBattleDestiny': return `${say.who(c.who!)} ${c.who === 'you' ? 'reveal' : 'reveals'} no battle destiny in ${
        say.card?.type === 'ASSET' && !say.card.kind && !say.here ? 'any battle' : `a battle ${say.place('here')}`}`;
      case 'draw': return `${say.who(c.who!)} can't draw cards`;
      case 'loseHandToDrain': return `${say.who(c.who!)} can't give up hand cards to drains ${say.place('here')}`;
      case 'play': return `${c.who === 'any' ? 'no player' : say.who(c.who!)} can${c.who === 'any' ? '' : "'t"} play ${say.np(c.of ?? {}, 'plural')}`;
      case 'moveHere': return `${c.who === 'any' ? 'neither player' : say.who(c.who!)} can${c.who === 'any' ? '' : "'t"} move ships or units to or from ${say.ref('here')}${c.except ? ` except during ${c.who === 'you' ? 'your' : 'their'} own move phase` : ''}`;
      case 'drain': case 'attack': return `${c.who === 'any' ? 'neither player' : say.who(c.who!)} can${c.who === 'any' ? '' : "'t"} ${c.cannot} ${say.place(c.at ?? 'here')}`;
    }
  },
  check: (c): string | null => {
    const cards = c.cannot === 'move' || c.cannot === 'beTargeted' || c.cannot === 'addPower' || c.cannot === 'addTactics' || c.cannot === 'beDamaged';
    if (cards !== (c.to !== undefined)) return cards ? 'to: say which cards' : 'to: this names a player (who), not cards';
    if (!cards && (c.who === undefined || (c.who === 'any' && c.cannot !== 'drain' && c.cannot !== 'attack' && c.cannot !== 'play' && c.cannot !== 'moveHere'))) return 'who: say which player';
    if (c.except !== undefined && c.cannot !== 'moveHere') return 'except: only a prohibition on moving here has that exception';
    if (c.at !== undefined && c.cannot !== 'drain' && c.cannot !== 'attack') return 'at: only a drain or attack prohibition names its place';
    if ((c.of !== undefined) !== (c.cannot === 'play')) return 'of: a play prohibition, and only it, names the cards';
    return null;
  },
});
/** The affected cards gain a numbered keyword; it adds to copies they have (R-MOD-04). `ifNone`:
 * only a card that has none of it otherwise gains it; `ifHas`: only a card that has some of it
 * already (printed or gained elsewhere) does. */
export const gainKeyword = change('gainKeyword', { gainKeyword: oneOf('piloting', 'quickdraw'), value: num, to: affectedCards, ifNone: opt(flag), ifHas: opt(flag) }, {
  affects: 'to',
  text: (c, say): string => {
    const to = affectedSubject(c.to, say);
    const name = c.gainKeyword === 'piloting' ? 'Piloting' : 'Quickdraw';
    const only = c.ifNone ? ` if ${to.plural ? 'they have' : 'it has'} no ${name} otherwise` : c.ifHas ? ` if ${to.plural ? 'they have' : 'it has'} ${name} already` : '';
    return `${to.text} ${verb('gain', to.plural)} ${name} ${c.value}${only}`;
  },
  check: (c): string | null => (c.ifNone && c.ifHas ? 'ifNone, ifHas: a card either has the keyword or not' : null),
});
/** Characters carried by this ship take up none of its capacity. */
export const charactersFreeAboard = change('charactersFreeAboard', { charactersFreeAboard: flag }, {
  text: (): string => 'characters aboard this card take up none of its capacity',
});
