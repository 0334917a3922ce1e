// The codes module's public face (issue 36): payments use a promo code's purchase bonus here.
export { applyPurchaseBonus } from './purchase-bonus.ts';
