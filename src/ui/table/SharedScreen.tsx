// The shared screen: both players look, both hands are covered (not in the page at all), and a
// banner says whose decision it is. The deciding player may ask for their own screen to see
// their hand; the player who just acted may take it back.
import { useState } from 'react';
import { actor, pendingDecision } from '../../engine';
import type { Seat } from '../../engine';
import { Icon } from '../cards/icons';
import { decisionTitle } from '../decisionText';
import { TakeBack } from '../screens/TakeBack';
import { useTable } from '../store';
import { seatName } from '../text';

export function SharedBanner({ seat }: { seat: Seat }) {
  const game = useTable((s) => s.game)!;
  const askOwnScreen = useTable((s) => s.askOwnScreen);
  const [folded, setFolded] = useState(false);
  const next = actor(game);
  const decision = pendingDecision(game);
  const who = seatName(seat);
  const asked = decision ? decisionTitle(game, decision, false) : '';
  const what = decision ? `${who}: ${asked}${asked.endsWith('?') ? '' : '.'}`
    : game.turnPlayer === seat ? `${who}'s ${game.phase} phase: act or pass.` : `${who} may respond or pass.`;
  if (next === null) {
    return (
      <section className="shared-banner" aria-label="Shared screen">
        <h2>The game is over</h2>
        <p>Both hands are covered.</p>
      </section>
    );
  }
  // Folded to its title, it leaves the board beneath it in view.
  return (
    <section className={`shared-banner ${folded ? 'is-folded' : ''}`} aria-label="Shared screen" aria-live="polite">
      <h2>{who} decides</h2>
      {!folded && <>
        <p>Both may look: hands are covered. {what}</p>
        {game.players[seat].hand.length > 0 && <button type="button" onClick={askOwnScreen}>{who}: see my hand</button>}
        <TakeBack next={seat} />
      </>}
      <button type="button" className="fold" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
        <Icon name={folded ? 'expand' : 'collapse'} />{folded ? 'Show' : 'Hide'}
      </button>
    </section>
  );
}

/** Where the hand would be: how many cards each player holds, no more. */
export function CoveredHands() {
  const game = useTable((s) => s.game)!;
  return (
    <section className="hand covered" aria-label="Hands, covered">
      <h2 className="visually-hidden">Hands</h2>
      <p>{game.players.map((p, seat) => `${seatName(seat as Seat)}: ${p.hand.length} card${p.hand.length === 1 ? '' : 's'} in hand`).join(' · ')}</p>
    </section>
  );
}
