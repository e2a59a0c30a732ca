// Where cards that go to no particular place are played: orders, interrupts without a target,
// assets that stand alone.
import { TABLE_ZONE } from '../play/targets';
import { useAimTarget } from '../play/useAimTarget';

export function PlayArea() {
  const target = useAimTarget(TABLE_ZONE);
  return (
    <button ref={target.ref} type="button" className={`play-area ${target.className}`} data-target={TABLE_ZONE} onClick={target.aimHere}
      disabled={!target.aiming} aria-label={`Play area: play the selected card without a place${target.legal ? ' (legal)' : ''}`}>
      Play area
    </button>
  );
}
