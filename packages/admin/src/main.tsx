import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { languageReady } from './i18n/index.ts';

// The kept language's texts first (Russian is a chunk of its own, i18n/russian.ts).
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
