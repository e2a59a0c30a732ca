// Entry point: a small first chunk; the table, the engine and the card data load as their own.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { UpdatePrompt } from './ui/pwa/UpdatePrompt';
import { RecoveryBoundary } from './ui/saves/Recovery';

// The table with its games kept on the device (saved after every action, resumed on opening).
const App = lazy(() => import('./ui/saves/PersistentApp'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RecoveryBoundary>
      <Suspense fallback={<p className="loading">Loading the table…</p>}>
        <App />
      </Suspense>
    </RecoveryBoundary>
    <UpdatePrompt />
  </StrictMode>,
);
