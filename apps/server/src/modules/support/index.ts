// The support module's public face: the back office (modules/admin) edits the FAQ through these.
export { deleteFaq, insertFaq, listFaq, updateFaq, type FaqRow, type FaqValues } from './faq-repository.ts';
export { ensureFaqOnce } from './faq-seed.ts';
// The back office links a refund or a compensation to the ticket it answers (issue 35).
export { ticketOwner } from './ticket-owner.ts';
// The module's routes, as one plugin the app registers.
export { supportModule } from './support-plugin.ts';
