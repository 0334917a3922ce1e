// The shop module's public face (see account/index.ts).
export { findCurrentSeason, listAllProducts, updateProduct, type ProductRow } from './repository.ts';
export {
  campaignIsRunning,
  findActiveCampaign,
  insertCampaign,
  listCampaigns,
  lockCampaign,
  lockCampaignSchedule,
  overlappingCampaigns,
  updateCampaign,
  type CampaignRow,
} from './campaign-repository.ts';
export { campaignStatusOf, campaignBonusFor } from './campaign-view.ts';
export { productBasics } from './product-basics.ts';
