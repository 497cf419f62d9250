import './app/styles';
import './app/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The first render as a transition: React renders it in slices, yielding to the browser between them,
// instead of one long task that a slow phone cannot interrupt (Lighthouse's blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
