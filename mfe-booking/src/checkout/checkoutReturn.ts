/**
 * `?status=` and `?session_id=` mark the wizard's result and card-payment return (SPEC §2). Apart from the result
 * view (a lazy chunk, with the order's schema), so the wizard's first step can ask without loading it.
 */
export function isCheckoutReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('status') || params.has('session_id');
}
