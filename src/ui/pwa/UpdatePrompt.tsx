// Registers the service worker (offline play, installability) and tells the player when a new
// version is ready. The new version waits until the player chooses to reload: the app never
// reloads by itself, so a game in progress is never interrupted (games are saved after every
// action, so the reload resumes the game where it was).
import { useEffect, useRef, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useHeightVar } from '../table/heightVar';
import './pwa.css';

const HOUR = 60 * 60 * 1000;
/** How long the offline note stays: as long as its slide-out (pwa.css) takes. */
const NOTE_MS = 6000;
const page = () => document.documentElement;

export function UpdatePrompt() {
  /** Set when this player asked for the update: only then may the page reload. */
  const asked = useRef(false);
  const [activeElsewhere, setActiveElsewhere] = useState(false);
  // Its height as `--pwa-h` on the page: the WARS table gives the notice a band of its own (pwa.css).
  const room = useHeightVar('--pwa-h', page);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Look for a new version now and then while the app stays open and online.
      if (registration) setInterval(() => { if (navigator.onLine) void registration.update().catch(() => {}); }, HOUR);
    },
    onNeedReload() {
      // The new version took over: reload only if this player asked for it (it may have been
      // accepted in another window); otherwise say so and let the player choose when.
      if (asked.current) window.location.reload();
      else setActiveElsewhere(true);
    },
  });

  // Gone after its time by a timer, not at its animation's end: with motion reduced in the game
  // menu no animation runs, and the note stayed over the table's corner for good.
  useEffect(() => {
    if (!offlineReady) return;
    const t = setTimeout(() => setOfflineReady(false), NOTE_MS);
    return () => clearTimeout(t);
  }, [offlineReady, setOfflineReady]);

  if (activeElsewhere) {
    return (
      <div ref={room} className="pwa-toast" role="status">
        <p>A new version of WARS Table was installed in another window. Your game is saved; reload when you are ready.</p>
        <div className="pwa-toast-buttons">
          <button type="button" onClick={() => window.location.reload()}>Reload now</button>
          <button type="button" onClick={() => setActiveElsewhere(false)}>Later</button>
        </div>
      </div>
    );
  }
  if (needRefresh) {
    return (
      <div ref={room} className="pwa-toast" role="status">
        <p>An update of WARS Table is ready. Your game is saved after every move, so it resumes where it was after the update.</p>
        <div className="pwa-toast-buttons">
          <button type="button" className="primary" onClick={() => { asked.current = true; void updateServiceWorker(true); }}>Update and reload</button>
          <button type="button" onClick={() => setNeedRefresh(false)}>Later</button>
        </div>
      </div>
    );
  }
  if (offlineReady) {
    // A passing note that never takes a click from the table beneath it.
    return <p ref={room} className="pwa-toast pwa-note" role="status">Ready to play offline.</p>;
  }
  return null;
}
