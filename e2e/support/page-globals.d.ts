// What the platform exposes on the page for the singleton check (shared/platform/src/diagnostics.ts).
interface Window {
  __chargevalet?: { singletons(): { react: boolean; i18n: boolean; platform: boolean; remotes: string[] } };
}
