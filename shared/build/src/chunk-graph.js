// Writes the bundler's chunk graph of an app to <dir>/dist-stats/chunk-graph.json, beside (not inside) dist: the
// size report (shared/build/report-size.mjs) reads it to tell which files each page loads, without a browser.
//   chunks: id → its JavaScript files and the shared modules it consumes;
//   groups: the chunks that load together for one import() (origins: what was imported) or one entry (name);
//   shared: the shared modules this app provides, each with the group that loads its code.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^ ]+ = (.+)$/;

/** The file a module identifier stands for (without loaders and hashes). */
const resourceOf = (identifier) => identifier.replace(/^javascript\/[a-z]+\|/, '').split('!').pop().split('|')[0];

export class ChunkGraphPlugin {
  constructor({ dir }) {
    this.file = path.join(dir, 'dist-stats', 'chunk-graph.json');
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const chunks = {};
      const provided = {};
      const resources = new Map(); // file → chunk ids holding it
      for (const chunk of compilation.chunks) {
        const consumes = new Set();
        const visit = (identifier) => {
          const consumed = CONSUME.exec(identifier);
          if (consumed) consumes.add(consumed[1]);
          const provide = PROVIDE.exec(identifier);
          if (provide) provided[provide[1]] = provide[2];
          const resource = resourceOf(identifier);
          if (!resources.has(resource)) resources.set(resource, new Set());
          resources.get(resource).add(chunk.id);
        };
        for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
          visit(module.identifier());
          for (const inner of module.modules ?? []) visit(inner.identifier());
        }
        chunks[chunk.id] = { files: [...chunk.files].filter((file) => file.endsWith('.js')), consumes: [...consumes].sort() };
      }
      const groups = compilation.chunkGroups.map((group) => ({
        name: group.name ?? null,
        origins: (group.origins ?? []).map((origin) => origin.request).filter(Boolean),
        chunks: [...group.chunks].map((chunk) => chunk.id),
      }));
      // A shared module's code loads with the smallest group that holds its module.
      const shared = {};
      for (const [key, resource] of Object.entries(provided)) {
        const holders = resources.get(resource) ?? new Set();
        const candidates = groups.filter((group) => group.chunks.some((id) => holders.has(id)));
        candidates.sort((a, b) => a.chunks.length - b.chunks.length);
        shared[key] = { chunks: candidates[0]?.chunks ?? [...holders] };
      }
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify({ chunks, groups, shared }));
    });
  }
}
