// Entry point: a small first chunk. The start screen (Shell) loads with the card pool; the rules
// engine and the table load after it is on screen.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { UpdatePrompt } from './ui/pwa/UpdatePrompt';
import { RecoveryBoundary } from './ui/saves/Recovery';

const Shell = lazy(() => import('./ui/Shell'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RecoveryBoundary>
      <Suspense fallback={<p className="loading">Loading the table…</p>}>
        <Shell />
      </Suspense>
    </RecoveryBoundary>
    <UpdatePrompt />
  </StrictMode>,
);
