/** The newsletter API (`POST /api/subscribe`, identity's `newsletter` feature). */
export interface SubscribeInput {
  email: string;
}
