// What the X-COM board says, in plain words: phases, what a pass leads to, the buttons on a
// card, how a game was won. Card names, numbers and rule IDs are facts; the sentences are ours.
import { cardDef, PANIC_LOSS, trashForRankOf } from '../../xcom';
import type { CardId, XAction, XPhase, XState } from '../../xcom';

export const SIDE: readonly [string, string] = ['Earth', 'Aliens'];
/** Whose, for each side: "Earth's", "the Aliens'". */
export const SIDES_OWN: readonly [string, string] = ['Earth\'s', 'the Aliens\''];

/** The rule each phase turns on, linked from the banner to its explanation. */
export const PHASE_RULE: Record<XPhase, string> = {
  action: 'XR-ACT-01', interception: 'XR-INT-03', tactics: 'XR-MELD-03', tacticsTrash: 'XR-TRASH-01',
  base: 'XR-STAGE-02', search: 'XR-SEARCH-01', research: 'XR-RES-02', end: 'XR-END-02', over: 'XR-WIN-04',
};

/** What the side to act can do in this phase, in a line. */
export function phaseHelp(s: XState): string {
  switch (s.phase) {
    case 'action': return 'Take turns using the Supply, Call and Kill of your cards in play, one at a time. Two passes in a row end the phase.';
    case 'interception': return 'Best Interceptor against best UFO. Earth may trash a card for extra rank now; a tie goes to the Aliens.';
    case 'tactics': return s.acting === 0 ? 'Earth builds its meld first: at most one card of each type, more with More, none with Extra counted.' : 'The Aliens build their meld; the higher rank total wins, a tie goes to the Aliens.';
    case 'tacticsTrash': return 'The meld won by 10 or more: the winner may trash one of the loser\'s cards in play.';
    case 'base': return 'A Super Search card may bring any base-deck card into the staging cards, trashing one staging card.';
    case 'search': return 'Each search swaps one of your staging cards for the next card of your base deck.';
    case 'research': return 'Buy staging cards by paying with cards in play whose research levels reach the cost.';
    case 'end': return 'You may trash one of your own cards in play (more with Trash +N); then everything in play is discarded.';
    case 'over': return 'The game is over.';
  }
}

/** The Pass button's words: what passing does now. */
export function passLabel(s: XState): string {
  const last = s.acting === 1;
  switch (s.phase) {
    case 'action': return s.passes === 1 ? 'Pass (ends the action phase)' : 'Pass';
    case 'interception': return 'Score the interception';
    case 'tactics': return last ? 'Meld done: score tactics' : 'Meld done';
    case 'tacticsTrash': return 'Trash nothing';
    case 'base': return last ? 'Done: to the search phase' : 'Done with the base phase';
    case 'search': return last ? 'Done: to research' : 'Done searching';
    case 'research': return last ? 'Done: to the end phase' : 'Done researching';
    case 'end': return last ? 'End the turn' : 'Done with the end phase';
    case 'over': return 'Pass';
  }
}

const name = (id: CardId) => cardDef(id).name;

/** The words of a button for an action, as offered on `card` (the card the button sits on). */
export function actionLabel(s: XState, a: XAction): string {
  switch (a.type) {
    case 'pass': return passLabel(s);
    case 'supply': return 'Supply: draw into play';
    case 'call': return `Call back ${name(a.target)}`;
    case 'kill': return `Kill ${name(a.target)}`;
    case 'boost': return `Trash for +${trashForRankOf(s, a.card)} rank`;
    case 'meld': return 'Add to the meld';
    case 'trash': return `Trash ${name(a.target)}`;
    case 'superSearch': return `Find ${name(a.find)}, trash ${name(a.trash)}`;
    case 'search': return 'Swap out';
    case 'buy': return `Pay with ${a.paying.map((id) => (a.boosted.includes(id) ? `${name(id)} (trashed)` : name(id))).join(', ')}`;
  }
}

/** How the game was won, in words. */
export function winText(s: XState): string {
  const who = s.winner === null ? '' : SIDE[s.winner];
  switch (s.winRule) {
    case 'XR-WIN-01': return `${who} win: the Avenger and Cydonia or Bust were in play in a turn Earth won.`;
    case 'XR-WIN-02': return `${who} win: a Battleship and Final Assault were in play in a turn the Aliens won.`;
    case 'XR-WIN-03': return `${who} win: Earth's panic reached ${s.panic}${s.panic > PANIC_LOSS ? `, past the ${PANIC_LOSS} that loses Earth the game` : ''}.`;
    default: return `${who} win.`;
  }
}

