/** Newsletter campaigns (decision 0013): drafts and sends, rendering, the sender, reports. */
export { type CampaignContext, campaignContextFor, renderCampaignEmail, sendCampaignTest } from "./render";
export { campaignReport } from "./report";
export { CampaignSender, type CampaignSenderOptions } from "./sender";
export {
  audienceOf,
  type CampaignChange,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendCampaignNow,
  unscheduleCampaign,
  updateCampaign,
} from "./store";
