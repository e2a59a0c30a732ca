// The shared screen: both players look, both hands are covered (not in the page at all), and a
// banner in the hands' place says whose decision it is and how many cards each player holds; it
// covers nothing on the board. The deciding player may ask for their own screen to see their
// hand; the player who just acted may take it back. While a decision's dialog is open, those two
// buttons are in the dialog instead, so they are never under it, and the banner moves beside it
// where the screen is wide enough (DecisionDialog).
import { memo } from 'react';
import { actor, pendingDecision } from '../../engine';
import type { GameState, Seat } from '../../engine';
import { decisionTitle } from '../decisionText';
import { useDecisionOpen } from '../dialogs/openDecision';
import { TakeBack } from '../screens/TakeBack';
import { useTable } from '../store';
import { seatName } from '../text';

/** "See my hand" for the deciding seat (`forHand`: some answers are cards from it) and the
 * previous player's take-back. */
export function SharedControls({ seat, forHand = false }: { seat: Seat; forHand?: boolean }) {
  const askOwnScreen = useTable((s) => s.askOwnScreen);
  const cards = useTable((s) => s.game!.players[seat].hand.length);
  const who = seatName(seat);
  return (
    <div className="shared-buttons">
      {cards > 0 && (
        <button type="button" className="own-screen" onClick={askOwnScreen}>
          {who}: see my hand{forHand ? ' to answer with a card from it' : ''}
        </button>
      )}
      <TakeBack next={seat} />
    </div>
  );
}

/** What the deciding seat is asked, in words. */
function askedOf(game: GameState, seat: Seat): string {
  const decision = pendingDecision(game);
  const who = seatName(seat);
  const asked = decision ? decisionTitle(game, decision, false) : '';
  return decision ? `${who}: ${asked}${asked.endsWith('?') ? '' : '.'}`
    : game.turnPlayer === seat ? `${who}'s ${game.phase} phase: act or pass.` : `${who} may respond or pass.`;
}

const handCounts = (game: GameState) => game.players.map((p, i) => `${seatName(i as Seat)}: ${p.hand.length} card${p.hand.length === 1 ? '' : 's'}`).join(' · ');

/** The banner reads its words from the game, each as a string, so it renders again only when
 * what it says changes, not at every step nor with the table around it. */
export const SharedBanner = memo(function SharedBanner({ seat }: { seat: Seat }) {
  const over = useTable((s) => actor(s.game!) === null);
  const what = useTable((s) => askedOf(s.game!, seat));
  const counts = useTable((s) => handCounts(s.game!));
  const dialogOpen = useDecisionOpen();
  const who = seatName(seat);
  return (
    <section className="hand covered shared-banner" aria-label="Shared screen" aria-live={over ? undefined : 'polite'}>
      <div className="shared-card">
        <div className="shared-head">
          <h2>{over ? 'The game is over' : `${who} decides`}</h2>
          <p className="hand-counts">Hands, covered: {counts}</p>
        </div>
        {!over && <>
          {/* What is asked is the open dialog's title: the banner beside it does not repeat it. */}
          <p>Both may look.{dialogOpen ? '' : ` ${what}`}</p>
          {!dialogOpen && <SharedControls seat={seat} />}
        </>}
      </div>
    </section>
  );
});
