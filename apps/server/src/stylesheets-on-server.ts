import { register } from 'node:module';

// The server renders the web app from its sources, whose modules import their stylesheets for the
// browser's bundle (a feature's door may name a component that does). On the server a stylesheet
// is an empty module, as in Vite's own server rendering. Registered before the web app loads:
// main.ts imports this first and loads the web host afterwards.
const hooks = `export async function resolve(specifier, context, next) {
  return specifier.endsWith('.css') ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
