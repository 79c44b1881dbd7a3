import { renderApp } from './app/render-app';

// The whole app's entry. A signed-out visitor on '/' starts from src/landing-main.tsx instead
// (public/boot.js chooses), which loads this app only when it is needed.
renderApp(document.getElementById('root')!);
