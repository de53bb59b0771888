import { pageFiles, verdict } from './page-files.js';

/** Two apps as chunk-graph.js writes them: the shell provides react and the platform; the driver consumes both. */
const graphs = {
  shell: {
    chunks: {
      1: { files: ['main.js'], consumes: [] },
      2: { files: ['bootstrap.js'], consumes: ['react', '@chargevalet/platform'] },
      3: { files: ['react.js'], consumes: [] },
      4: { files: ['platform.js'], consumes: ['react'] },
      5: { files: ['remoteRuntime.js'], consumes: [] },
      6: { files: ['heavy.js'], consumes: [] },
      7: { files: ['map.js'], consumes: [] },
    },
    groups: [
      { name: 'main', origins: ['./src/index.ts'], chunks: [1] },
      { name: null, origins: ['./bootstrap'], chunks: [2] },
      { name: null, origins: ['./remoteRuntime'], chunks: [5] },
      { name: 'platform-heavy', origins: ['./heavy'], chunks: [6] },
      { name: 'order-map', origins: ['./GoogleOrderMap'], chunks: [7] },
    ],
    shared: { react: { chunks: [3] }, '@chargevalet/platform': { chunks: [4] } },
  },
  driver: {
    chunks: { 1: { files: ['remoteEntry.js'], consumes: [] }, 2: { files: ['expose.js'], consumes: ['react'] }, 3: { files: ['form.js'], consumes: [] } },
    groups: [
      { name: 'driver', origins: [], chunks: [1] },
      { name: '__federation_expose_App', origins: [], chunks: [2] },
      { name: null, origins: ['./HandoverForm'], chunks: [3] },
    ],
    shared: {},
  },
};

const names = (list: { app: string; file: string }[]) => list.map(({ app, file }) => `${app}/${file}`).sort();

describe('pageFiles', () => {
  it("counts the shell's start with the shared modules it consumes, each once", () => {
    expect(names(pageFiles(graphs, {}))).toEqual(['shell/bootstrap.js', 'shell/main.js', 'shell/platform.js', 'shell/react.js']);
  });

  it("adds a remote's entry, its exposed App, the remote runtime and the page's lazy imports, not what loads on demand", () => {
    const files = names(pageFiles(graphs, { remote: 'driver', lazy: { shell: ['./heavy'] } }));
    expect(files).toEqual(['driver/expose.js', 'driver/remoteEntry.js', 'shell/bootstrap.js', 'shell/heavy.js', 'shell/main.js', 'shell/platform.js', 'shell/react.js', 'shell/remoteRuntime.js']);
    expect(files).not.toContain('shell/map.js');
    expect(files).not.toContain('driver/form.js');
  });

  it('fails for a lazy import the build does not have (the page list went stale)', () => {
    expect(() => pageFiles(graphs, { lazy: { driver: ['./Gone'] } })).toThrow("no chunk group for ./Gone in driver's build");
  });
});

describe('verdict', () => {
  it('fails a page over its ceiling and tells one over the target', () => {
    expect(verdict(301 * 1024, { ceilingKb: 300, targetKb: 250 })).toBe('over-ceiling');
    expect(verdict(299 * 1024, { ceilingKb: 300, targetKb: 250 })).toBe('over-target');
    expect(verdict(250 * 1024, { ceilingKb: 300, targetKb: 250 })).toBe('met');
  });
});
