import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initErrorReporting } from './app/error-reporting';

void initErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
