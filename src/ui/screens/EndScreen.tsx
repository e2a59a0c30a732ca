// The end of the game: who won and why, and a way to start again.
import { useTable } from '../store';
import { seatName } from '../text';
import { Dialog } from '../dialogs/Dialog';

export function EndScreen() {
  const game = useTable((s) => s.game)!;
  const quit = useTable((s) => s.quit);
  const winner = game.winner;
  if (winner === null) return null;
  return (
    <Dialog title={winner === 'draw' ? 'The game is a draw' : `${seatName(winner)} wins`} description={<p className="result">{game.result}</p>}>
      <button type="button" className="primary" onClick={quit}>Start again</button>
    </Dialog>
  );
}
