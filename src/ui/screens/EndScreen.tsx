// The end of the game: who won and why in words (with the rule it ended by), each player's energy
// and cards in play turn by turn, a review of the game step by step, and a way to start again.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { RuleLink } from '../../learn/components/RuleLink';
import { endReason, energyByTurn, reviewSteps } from '../../match';
import { Dialog } from '../dialogs/Dialog';
import { EnergyChart } from '../review/EnergyChart';
import { GameReview } from '../review/GameReview';
import { useTable } from '../store';
import { seatName } from '../text';

/** Renders again only when the game ends (or a new one begins), not with the screen around it;
 * what the end shows is read once the game is over. */
export const EndScreen = memo(function EndScreen() {
  const over = useTable((s) => s.game !== null && s.game.winner !== null);
  // A game opened already over (a saved game's View) opens on its review; one that ends at the
  // table, on why it ended.
  const [openedOver] = useState(over);
  return over ? <GameOver review={openedOver} /> : null;
});

function GameOver({ review }: { review: boolean }) {
  const game = useTable((s) => s.game)!;
  const start = useTable((s) => s.start);
  const actions = useTable((s) => s.actions);
  const history = useTable((s) => s.history);
  const logLength = useTable((s) => s.log.length);
  const quit = useTable((s) => s.quit);
  const [reviewing, setReviewing] = useState(review);
  // Focus on starting again, not on the rule link first in the dialog (its explanation would open).
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus(), [reviewing]);
  // The game replayed from its start: for the chart and the review.
  const steps = useMemo(() => (start ? reviewSteps(start, actions, history, logLength) : []), [start, actions, history, logLength]);
  const points = useMemo(() => energyByTurn(steps), [steps]);
  const winner = game.winner!;
  if (reviewing) return <GameReview steps={steps} onClose={() => setReviewing(false)} />;
  const reason = endReason(game)!;
  return (
    <Dialog title={winner === 'draw' ? 'The game is a draw' : `${seatName(winner)} wins`} className="end-screen"
      description={<p className="result">{reason.text}{reason.rule && <> <span className="rule">(<RuleLink id={reason.rule} />)</span></>}</p>}>
      <EnergyChart points={points} />
      <div className="end-buttons">
        <button type="button" onClick={() => setReviewing(true)}>Review the game</button>
        <button ref={again} type="button" className="primary" onClick={quit}>Start again</button>
      </div>
    </Dialog>
  );
}
