// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script that starts with this comment has
// all its functions compiled eagerly, on the thread that streams the script while it downloads, instead of lazily on
// the main thread when each is first called. Every chunk of these apps is loaded when the page is about to run it (a
// page's start, a family of components when it first renders, a step when it shows): a signed-in page's start spent
// ~100 ms of a throttled phone's main thread compiling module functions one by one (issue 29; README, "What a page
// starts with").
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Rspack plugin: puts the compile hint first in every JavaScript file of the build (after minification, before hashing). */
export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (/\.[cm]?js$/.test(name)) compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
