import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The package (or the repository file) a bundled module comes from. */
function sourceOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1];
  const inRepository = /\/((?:apps|packages)\/.*)$/.exec(id);
  return inRepository ? inRepository[1] : id.replace(/^\0/, '');
}

/**
 * Writes what each chunk holds (.vite/chunk-modules.json: source -> bytes before minification), so
 * `npm run size` can say what a public page's JavaScript is made of.
 */
function chunkModules(): Plugin {
  return {
    name: 'chairside-chunk-modules',
    generateBundle(_, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sources: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength > 0) sources[sourceOf(id)] = (sources[sourceOf(id)] ?? 0) + module.renderedLength;
        }
        chunks[output.fileName] = sources;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkModules()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});
