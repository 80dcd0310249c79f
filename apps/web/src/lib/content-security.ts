// Settings for libraries the client loads later, made before any of them loads: the pages'
// Content-Security-Policy admits neither code built from strings nor style elements without the
// page's nonce, and the browser reports every attempt, even one a library catches.

type LibraryConfig = { FontAwesomeConfig?: { autoAddCss: boolean }; __zod_globalConfig?: { jitless?: boolean } };
const page = globalThis as typeof globalThis & LibraryConfig;

// Font Awesome's stylesheet is bundled with the site's (entry-client.tsx): it must not add a <style> element of its own.
page.FontAwesomeConfig = { ...page.FontAwesomeConfig, autoAddCss: false };
// zod (the /app area's forms) checks whether it may compile parsers with `new Function`; jitless skips that probe.
page.__zod_globalConfig = { ...page.__zod_globalConfig, jitless: true };
