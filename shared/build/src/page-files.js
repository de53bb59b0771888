// Which built files a page loads, from the apps' chunk graphs (chunk-graph.js writes them): used by the size report
// (shared/build/report-size.mjs), which needs no browser.

/** The chunks an import of `request` (or the entry named so) loads in `app`; a missing one throws (the page list is stale). */
function group(graphs, app, request) {
  const found = graphs[app]?.groups.find((g) => g.origins.includes(request) || g.name === request);
  if (!found) throw new Error(`no chunk group for ${request} in ${app}'s build`);
  return found.chunks;
}

/**
 * The files (`{ app, file }`) a page loads: the shell's start (its entry, the `./bootstrap` import); on a remote's page
 * the shell's remote runtime, the remote's remoteEntry.js and its exposed App; the page's lazy imports
 * (`lazy`: app → requests); and every shared module these consume, from the shell, which provides them all
 * (loaded-first), each once.
 */
export function pageFiles(graphs, { remote, lazy = {} }) {
  const files = new Map();
  const seenShared = new Set();
  const addChunks = (app, chunkIds) => {
    for (const id of chunkIds) {
      const chunk = graphs[app].chunks[id];
      for (const file of chunk.files) files.set(`${app}/${file}`, { app, file });
      for (const key of chunk.consumes) {
        if (seenShared.has(key)) continue;
        seenShared.add(key);
        const provided = graphs.shell.shared[key];
        if (!provided) throw new Error(`the shell does not provide ${key}, which ${app} consumes`);
        addChunks('shell', provided.chunks);
      }
    }
  };
  addChunks('shell', group(graphs, 'shell', 'main'));
  addChunks('shell', group(graphs, 'shell', './bootstrap'));
  if (remote) {
    addChunks('shell', group(graphs, 'shell', './remoteRuntime'));
    addChunks(remote, group(graphs, remote, remote)); // its remoteEntry.js
    addChunks(remote, group(graphs, remote, '__federation_expose_App'));
  }
  for (const [app, requests] of Object.entries(lazy)) for (const request of requests) addChunks(app, group(graphs, app, request));
  return [...files.values()];
}

/** A page's verdict against its budget: over its ceiling fails the report; over the target alone is only told. */
export function verdict(gzipBytes, { ceilingKb, targetKb }) {
  const kb = gzipBytes / 1024;
  if (kb > ceilingKb) return 'over-ceiling';
  return kb > targetKb ? 'over-target' : 'met';
}
