/**
 * A navigation that loads the document anew. The server sets per-page headers on documents only (the driver's
 * pages get the Permissions-Policy that allows position and camera), so a driver's first page is loaded, not routed.
 */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
