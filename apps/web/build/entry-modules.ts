import type { Plugin } from 'vite';

/**
 * The modules the page's entry (`index.html`, with `src/main.tsx`) imports statically, directly or not. The app's
 * start (`src/start-app.tsx`) is a second entry of the build, which the first imports on demand
 * (decision 0020); `outsideEntry` lets a chunk group of the start's modules leave the page entry's
 * own modules in the page entry's chunk, which would otherwise import the whole group at once.
 */
export function entryModules(entryModule: string): { plugin: Plugin; outsideEntry: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'pitchside:entry-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        modules.add(id);
        // Static imports only: what it imports on demand is another entry or its own chunk.
        for (const imported of info.importedIds) visit(imported);
      };
      for (const id of this.getModuleIds()) if (id.endsWith(entryModule)) visit(id);
    },
  };
  return { plugin, outsideEntry: (id) => !modules.has(id) };
}
