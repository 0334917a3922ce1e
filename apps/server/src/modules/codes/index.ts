// The codes module's public face (issue 36): payments use a promo code's purchase bonus and a
// supported creator's share here, inside their own value-core transactions. app.ts registers its plugin.
export { codesModule } from './codes-plugin.ts';
export { recordCreatorShare, reverseCreatorShare } from './creator-share.ts';
export { applyPurchaseBonus, reversePurchaseBonus } from './purchase-bonus.ts';
export {
  checkoutsHoldingCode,
  consumeDiscount,
  freeDiscount,
  previewDiscount,
  reserveDiscount,
} from './discount-codes.ts';
