// Entry point: a small first chunk; the table, the engine and the card data load as their own.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/styles.css';
import { UpdatePrompt } from './ui/pwa/UpdatePrompt';

const App = lazy(() => import('./ui/App'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<p className="loading">Loading the table…</p>}>
      <App />
    </Suspense>
    <UpdatePrompt />
  </StrictMode>,
);
