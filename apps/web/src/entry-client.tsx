import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { PageMetaProvider } from './lib/page-meta';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <BrowserRouter>
      <PageMetaProvider collector={null}>
        <App />
      </PageMetaProvider>
    </BrowserRouter>
  </StrictMode>,
);
