import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.scss';
import { App } from './app/app';
import { startI18n } from './lib/i18n';
import { applyDocumentLanguage, initialLanguage } from './lib/language';

// The language and its first messages are in place before anything is painted: no flash of the
// other language.
const language = initialLanguage();
applyDocumentLanguage(language);
await startI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
