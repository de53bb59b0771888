/** What a checkout dialog needs of a provider's checkout session (the booking's and an open amount's alike). */
export interface CheckoutSession {
  session_id: string;
  client_secret: string;
  amount: number;
  order_identity: string;
}
